// Package bot holds Yote's computer player beyond plain MCTS: the Expert,
// an alpha-beta search with an evaluation that knows the game. It searches
// through the engine's own search helpers (game/yote/search.go) and the
// generic pieces of game/ai. Importers name it yotebot.
package bot
