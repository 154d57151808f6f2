package ui

import "strings"

// A count is a number the player sets with a plus and a minus — a share's
// count in a cart, a setting's stepper. A scene shows one to the keyboard
// by naming its two targets alike: CountUp(group, key) for the one that
// adds one, CountDown(group, key) for the one that takes one away
// ("buy:+A" and "buy:-A"; "seeds:+" and "seeds:-" for a count with no
// key). While the focus is on either, Up clicks the plus and Down the
// minus, just as Enter would click them, instead of moving the focus;
// Left, Right and Tab move on as ever.

// CountUp names the target that adds one to the count key of group.
func CountUp(group, key string) string { return group + ":+" + key }

// CountDown names the target that takes one from the count key of group.
func CountDown(group, key string) string { return group + ":-" + key }

// countOf names the plus and the minus of the count whose control target
// name is, and reports whether it is one: a name with "+" or "-" right
// after its last colon.
func countOf(name string) (up, down string, ok bool) {
	i := strings.LastIndexByte(name, ':')
	if i < 0 || i+1 >= len(name) || name[i+1] != '+' && name[i+1] != '-' {
		return "", "", false
	}
	group, key := name[:i], name[i+2:]
	return CountUp(group, key), CountDown(group, key), true
}
