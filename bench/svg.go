package bench

import (
	"fmt"
	"html"
	"io"
	"math"
	"strings"
)

// chartColors gives each library row a colour, in the report's order after
// encoding/json (which is the 1× line, not a bar): zerojson's SIMD build,
// when measured, comes after zerojson, in its lighter red.
var chartColors = []string{
	"#d62728", "#ff9896", "#1f77b4", "#aec7e8", "#ff7f0e", "#2ca02c", "#98df8a",
	"#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79",
	"#843c39", "#637939",
}

// Chart geometry, in SVG user units (pixels).
const (
	chartBar      = 7   // height of one bar
	chartGroupGap = 14  // space between workloads
	chartLabelW   = 190 // workload labels left of a panel's axis
	chartPlotW    = 380 // width of a panel's plot area
	chartPanelGap = 40
	chartTop      = 116 // title and legend
	chartMinRatio = 1.0 / 8
	chartMaxRatio = 32.0
)

// WriteSVG draws the report as a chart: one panel per direction, one group
// of bars per workload, one bar per library giving its speed relative to
// encoding/json on a logarithmic axis centred on 1× (bars to the right are
// faster). Bars of cells whose result differs from encoding/json's are
// hatched and marked ✗; cells without a measurement are marked with their
// verdict instead of a bar.
func (r *Report) WriteSVG(w io.Writer) error {
	cells := map[cellKey]*Result{}
	for _, c := range r.Cells() {
		cells[cellKey{c.Workload.Key, c.Op, c.Lib.Key}] = c
	}
	libs := r.Libraries[1:]
	groupH := len(libs)*chartBar + chartGroupGap
	panelW := chartLabelW + chartPlotW
	width := 2*panelW + chartPanelGap + 40
	height := chartTop + len(r.Workloads)*groupH + 40

	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="11">`+"\n",
		width, height, width, height)
	b.WriteString(`<defs><pattern id="wrong" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
		`<rect width="4" height="4" fill="#fff"/><rect width="2" height="4" fill="#000" fill-opacity="0.55"/></pattern></defs>` + "\n")
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/>`+"\n", width, height)
	title := "Speed relative to encoding/json (log scale, right of 1× is faster); hatched ✗ = output differs from encoding/json"
	fmt.Fprintf(&b, `<text x="10" y="18" font-size="14" font-weight="bold">%s</text>`+"\n", html.EscapeString(title))
	if len(r.Header) > 0 {
		fmt.Fprintf(&b, `<text x="10" y="34" fill="#444">%s</text>`+"\n", html.EscapeString(strings.Join(r.Header, "; ")))
	}
	// Legend: one swatch per library, in rows of four.
	for i, l := range libs {
		x := 10 + (i%4)*((width-20)/4)
		y := 50 + (i/4)*14
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="10" height="10" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n",
			x, y-9, chartColors[i%len(chartColors)], x+14, y, html.EscapeString(l.Name))
	}
	for p, op := range []Op{Encode, Decode} {
		x0 := 10 + p*(panelW+chartPanelGap)
		r.drawPanel(&b, op, libs, cells, x0, groupH)
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// ratioX maps a speed ratio to its x position inside a panel's plot area.
func ratioX(ratio float64) float64 {
	lo, hi := math.Log2(chartMinRatio), math.Log2(chartMaxRatio)
	v := math.Min(math.Max(math.Log2(ratio), lo), hi)
	return (v - lo) / (hi - lo) * chartPlotW
}

func (r *Report) drawPanel(b *strings.Builder, op Op, libs []*Library, cells map[cellKey]*Result, x0, groupH int) {
	plotX := float64(x0 + chartLabelW)
	top := chartTop
	bottom := chartTop + len(r.Workloads)*groupH
	fmt.Fprintf(b, `<text x="%d" y="%d" font-size="13" font-weight="bold">%s</text>`+"\n", x0, top-6, op)
	// Axis grid at powers of two, the 1× line darker.
	for ratio := chartMinRatio; ratio <= chartMaxRatio; ratio *= 2 {
		x := plotX + ratioX(ratio)
		stroke, label := "#ddd", fmt.Sprintf("%g×", ratio)
		if ratio == 1 {
			stroke = "#000"
		}
		fmt.Fprintf(b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s"/>`+"\n", x, top, x, bottom, stroke)
		fmt.Fprintf(b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#444">%s</text>`+"\n", x, bottom+14, label)
	}
	one := plotX + ratioX(1)
	for wi, wl := range r.Workloads {
		gy := top + wi*groupH + chartGroupGap/2
		fmt.Fprintf(b, `<text x="%.1f" y="%d" text-anchor="end">%s</text>`+"\n",
			plotX-6, gy+len(libs)*chartBar/2+4, html.EscapeString(wl.Name))
		for li, l := range libs {
			y := gy + li*chartBar
			c := cells[cellKey{wl.Key, op, l.Key}]
			if c == nil {
				continue
			}
			if !c.Timed() || c.Ratio == 0 {
				fmt.Fprintf(b, `<text x="%.1f" y="%d" font-size="7" fill="#888">%s %s</text>`+"\n",
					one+3, y+chartBar-1, c.Verdict.Mark(), html.EscapeString(l.Name))
				continue
			}
			x := plotX + ratioX(c.Ratio)
			left, w := math.Min(one, x), math.Abs(x-one)
			fill := chartColors[li%len(chartColors)]
			fmt.Fprintf(b, `<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="%s"><title>%s %s, %s: %s</title></rect>`+"\n",
				left, y, math.Max(w, 0.5), chartBar-1, fill, op, html.EscapeString(wl.Name), html.EscapeString(l.Name),
				html.EscapeString(ratioString(c)+" "+c.Verdict.Mark()))
			mark := ""
			if c.Verdict != Identical {
				fmt.Fprintf(b, `<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="url(#wrong)" fill-opacity="0.6"/>`+"\n",
					left, y, math.Max(w, 0.5), chartBar-1)
				mark = " ✗"
			}
			tx, anchor := x+3, "start"
			if x < one {
				tx, anchor = x-3, "end"
			}
			fmt.Fprintf(b, `<text x="%.1f" y="%d" font-size="7" text-anchor="%s">%s%s</text>`+"\n",
				tx, y+chartBar-1, anchor, ratioString(c), mark)
		}
	}
}
