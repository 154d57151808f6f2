package main

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

func TestZZProfile(t *testing.T) {
	dir := os.Getenv("ZZDIR")
	srv := httptest.NewServer(handler(dir))
	defer srv.Close()
	actx, cancel := chromedp.NewExecAllocator(context.Background(), chromedp.ExecPath("chromium"), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.UserDataDir(t.TempDir()), chromedp.Flag("use-angle", "swiftshader"), chromedp.Flag("enable-unsafe-swiftshader", true))
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	chromedp.Do(ctx)
	var res profiler.StopResult
	err := chromedp.Do(ctx, chromedp.EmulateViewport(1000, 700), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
		return err
	}), chromedp.Navigate(srv.URL+"/"))
	if err != nil {
		t.Fatal(err)
	}
	chromedp.Run(ctx, chromedp.Poll[float64](`window.parlor && window.parlor.firstFrame`))
	chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		r, err := cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
		res = r
		return err
	}))
	_ = time.Now
	p := res.Profile
	byID := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	self := map[string]float64{}
	cum := map[string]float64{}
	for i, s := range p.Samples {
		d := float64(p.TimeDeltas[i]) / 1000
		if i+1 < len(p.TimeDeltas) {
			d = float64(p.TimeDeltas[i+1]) / 1000
		}
		n := byID[s]
		self[n.CallFrame.FunctionName] += d
		seen := map[string]bool{}
		for id := s; id != 0; id = parent[id] {
			nm := byID[id].CallFrame.FunctionName
			if !seen[nm] {
				cum[nm] += d
				seen[nm] = true
			}
			if _, ok := parent[id]; !ok {
				break
			}
		}
	}
	pr := func(m map[string]float64, n int) {
		type kv struct {
			k string
			v float64
		}
		var l []kv
		for k, v := range m {
			l = append(l, kv{k, v})
		}
		sort.Slice(l, func(i, j int) bool { return l[i].v > l[j].v })
		for i := 0; i < n && i < len(l); i++ {
			fmt.Printf("%8.1f %s\n", l[i].v, l[i].k)
		}
	}
	fmt.Println("SELF")
	pr(self, 40)
	fmt.Println("CUM")
	pr(cum, 80)
}
