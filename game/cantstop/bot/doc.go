// Package bot holds the computer players of Can't Stop: the Rule of 28 and
// its cautious cousin, the Expert's measure of the distance to winning, and
// the player that checks its options by playing the game out (ai.Flat).
// They play on cantstop.Sim, the engine's fast form of a position. Importers
// name it cantstopbot.
package bot
