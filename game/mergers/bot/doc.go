// Package bot holds the computer players of Mergers.
package bot
