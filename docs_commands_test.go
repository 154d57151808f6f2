package main

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Finding the commands README.md and docs/*.md show: in fenced sh blocks
// (the $ lines where there are prompts) and in inline code.

// docCommand is a command a page shows: the program that runs it ("." or
// "./wasm"), its arguments, and where it is (file:line).
type docCommand struct {
	where   string
	program string
	args    []string
}

// runnableBlock is a fenced block marked "sh runnable": its command lines,
// prompts taken off, run in order in one folder.
type runnableBlock struct {
	where string
	lines []string
}

var (
	inlineCode = regexp.MustCompile("`([^`]+)`")
	flagToken  = regexp.MustCompile(`^--?([A-Za-z][\w.-]*)(=.*)?$`)
	helpFlag   = regexp.MustCompile(`(?m)^[ \t]+--?([A-Za-z][\w.-]*)`)
	tableFlag  = regexp.MustCompile("(?m)^\\| `-([A-Za-z][\\w.-]*)")
	usageFlag  = regexp.MustCompile(`\bparlor --?([A-Za-z][\w.-]*)`)
	namedFlag  = regexp.MustCompile(`(?:^|[\s"'(])--?([A-Za-z][\w.-]*)`)
	envAssign  = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*=`)
	goRunRoot  = regexp.MustCompile(`\bgo run \.(\s|$)`)
)

// docCommands finds the commands of file's text: in fenced sh blocks (the
// lines after a "$ " prompt, or every line when none has one) and in inline
// code; and the blocks marked runnable.
func docCommands(file, text string) ([]docCommand, []runnableBlock) {
	var cmds []docCommand
	var blocks []runnableBlock
	lines := strings.Split(text, "\n")
	prose := make([]string, len(lines)) // the text outside fences, line for line
	for i := 0; i < len(lines); i++ {
		info, fenced := strings.CutPrefix(strings.TrimSpace(lines[i]), "```")
		if !fenced {
			prose[i] = lines[i]
			continue
		}
		start := i
		var body []string
		for i++; i < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[i]), "```"); i++ {
			body = append(body, lines[i])
		}
		words := strings.Fields(info)
		if len(words) == 0 || words[0] != "sh" {
			continue
		}
		where := fmt.Sprintf("%s:%d", file, start+1)
		shell := shellLines(body)
		for _, l := range shell {
			for _, c := range simpleCommands(l) {
				if cmd, ok := programOf(c, false); ok {
					cmd.where = where
					cmds = append(cmds, cmd)
				}
			}
		}
		if slices.Contains(words[1:], "runnable") {
			blocks = append(blocks, runnableBlock{where, shell})
		}
	}
	joined := strings.Join(prose, "\n")
	for _, m := range inlineCode.FindAllStringSubmatchIndex(joined, -1) {
		code := strings.ReplaceAll(joined[m[2]:m[3]], "\n", " ")
		for _, c := range simpleCommands(code) {
			if cmd, ok := programOf(c, true); ok {
				cmd.where = fmt.Sprintf("%s:%d", file, strings.Count(joined[:m[0]], "\n")+1)
				cmds = append(cmds, cmd)
			}
		}
	}
	return cmds, blocks
}

// shellLines are a block's command lines: those after a "$ " prompt if
// any line has one (the others are what the commands print), else every
// line that is not blank; a line ending in a backslash goes on in the next.
func shellLines(body []string) []string {
	prompted := slices.ContainsFunc(body, func(l string) bool { return strings.HasPrefix(l, "$ ") })
	var out []string
	for i := 0; i < len(body); i++ {
		l, ok := strings.CutPrefix(body[i], "$ ")
		if prompted && !ok || strings.TrimSpace(l) == "" {
			continue
		}
		for strings.HasSuffix(l, `\`) && i+1 < len(body) {
			i++
			l = strings.TrimSuffix(l, `\`) + " " + body[i]
		}
		out = append(out, l)
	}
	return out
}

// simpleCommands splits a shell line into its simple commands' words: at
// |, ;, && and || outside quotes, without a comment, a redirection or the
// variables set before the command's name.
func simpleCommands(line string) [][]string {
	var cmds [][]string
	var words []string
	var word strings.Builder
	inWord, redirect := false, false
	var quote rune
	endWord := func() {
		if inWord {
			w := word.String()
			switch {
			case redirect:
				redirect = false
			case strings.HasPrefix(w, "<") || strings.HasPrefix(w, ">") || strings.HasPrefix(w, "2>"):
				redirect = strings.TrimLeft(w, "<>2&") == ""
			case len(words) == 0 && envAssign.MatchString(w):
			default:
				words = append(words, w)
			}
		}
		word.Reset()
		inWord = false
	}
	endCommand := func() {
		endWord()
		if len(words) > 0 {
			cmds = append(cmds, words)
		}
		words = nil
	}
	for _, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == '#' && !inWord:
			endCommand()
			return cmds
		case r == '|' || r == ';' || r == '&':
			endCommand()
		case r == ' ' || r == '\t':
			endWord()
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	endCommand()
	return cmds
}

// programOf says which program words run: go run ., parlor, or go run
// ./wasm; and with modes, inline code that starts with a mode of this
// program (-text GAME, -verify FILE…) runs this program too.
func programOf(words []string, modes bool) (docCommand, bool) {
	switch {
	case len(words) >= 3 && words[0] == "go" && words[1] == "run" && (words[2] == "." || words[2] == "./"):
		return docCommand{program: ".", args: words[3:]}, true
	case len(words) >= 3 && words[0] == "go" && words[1] == "run" && strings.TrimSuffix(words[2], "/") == "./wasm":
		return docCommand{program: "./wasm", args: words[3:]}, true
	case words[0] == "parlor":
		return docCommand{program: ".", args: words[1:]}, true
	case modes && isMode(words[0]):
		return docCommand{program: ".", args: words}, true
	}
	return docCommand{}, false
}

// isMode reports whether arg starts one of this program's terminal modes
// (-text, -arena, -join…), as run reads them.
func isMode(arg string) bool {
	_, _, _, ok := modeArgs([]string{arg, "x"})
	return ok && strings.HasPrefix(arg, "-") && !strings.Contains(arg, "=")
}

// flagName is the name of the flag word names, or "" if it is none.
func flagName(word string) string {
	if m := flagToken.FindStringSubmatch(word); m != nil {
		return m[1]
	}
	return ""
}
