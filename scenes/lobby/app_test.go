package lobby

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/scenes/table"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// boardOf finds a game's board for the tests' app: the app's own
// (scenes.BoardOf), set by boards_test.go, in package lobby_test, which
// may import package scenes where this package may not.
var boardOf func(g *catalog.Game) (table.Board, error)

// testApp is the app around the online screens in their tests: a memory
// host, the catalog's games on their boards, each game's defaults, and a
// menu that only says it is the menu.
type testApp struct{ host *table.MemoryHost }

// newOpener is the screens' opener of a testApp on a fresh memory host.
func newOpener() (opener, *table.MemoryHost) {
	h := table.NewMemoryHost()
	return open(testApp{h}), h
}

func (a testApp) Host() table.Host { return a.host }

func (a testApp) Games() []*catalog.Game { return games.All() }

func (a testApp) Settings(g *catalog.Game) catalog.Options { return g.Defaults() }

func (a testApp) Menu(message string) ui.Scene { return testMenu{message} }

func (a testApp) Table(c table.Config) (*table.Screen, error) {
	b, err := boardOf(c.Match.Options().Game())
	if err != nil {
		return nil, err
	}
	c.View, c.Host = b.New(), a.host
	if c.Home == nil {
		c.Home = func() ui.Scene { return testMenu{} }
	}
	return table.New(c), nil
}

// testMenu stands for the app's menu: its probe says "menu" and the
// message it was opened with.
type testMenu struct{ message string }

func (testMenu) Update(*ui.Context) {}

func (m testMenu) Draw(dst *ebiten.Image, ctx *ui.Context) {
	ctx.Theme.Background(dst)
	ctx.Theme.Text(dst, fmt.Sprint("Menu ", m.message), ctx.Theme.Face(ui.Medium, 20), ctx.W/2, ctx.H/2, ui.Centered, ui.TextColor)
}

func (testMenu) Targets() ui.Targets { return ui.Targets{} }

func (m testMenu) Probe() map[string]any {
	return map[string]any{"scene": "menu", "message": m.message}
}

// speechOf is the speech of the scene on s.
func speechOf(s *uitest.Screen) *ui.Speech { return s.Scene().(ui.Speaker).Speech() }

// act presses the screen reader's button id, as the page does.
func act(s *uitest.Screen, id string) {
	s.Context().Acts = []string{id}
	s.Idle(1, -1, -1)
}
