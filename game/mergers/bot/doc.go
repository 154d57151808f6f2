// Package bot holds the computer players of Mergers: in the simple game a
// search (ai.MCTS) among the sane moves, which never hand the next player
// a group of 41; in the advanced game the greedy rule with its share
// values (table.go), and the player that checks its options by playing the
// game out (ai.Flat). They play on the engine's fast forms of a position
// (mergers.SimBoard, mergers.SimAdvanced, mergers.Threats). Importers name
// it mergersbot.
package bot
