package term

import (
	"flag"
	"fmt"
	"strings"

	"parlor/game/kalah"
)

var kalahGame = Game{
	Name: "kalah",
	Flags: func(fs *flag.FlagSet) func() (Session, error) {
		houses := fs.Int("houses", 6, fmt.Sprintf("houses a side, 1 to %d", kalah.MaxHouses))
		seeds := fs.Int("seeds", 4, fmt.Sprintf("seeds in each house at the start, 1 to %d", kalah.MaxSeeds))
		return func() (Session, error) {
			g, err := kalah.New(*houses, *seeds)
			if err != nil {
				return nil, err
			}
			return &moves{state: g, status: func() string { return strings.Join(g.Status(), "\n") }}, nil
		}
	},
}
