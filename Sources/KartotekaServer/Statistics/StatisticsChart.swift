import KartotekaCore
import KartotekaWire

/// A bar chart drawn on the server as SVG, one horizontal bar per label with its number written
/// beside it; the chart is an image with a title and a description that says every number, so a
/// screen reader gets what the picture shows.
enum StatisticsChart {
    static let width = 640
    static let labelWidth = 210
    static let barHeight = 18
    static let rowHeight = 26
    /// The height of a label's line, and how many letters of 13 px fit in one beside the bars.
    static let lineHeight = 15
    static let lineLetters = 22

    /// The chart `id`, titled `title`, of `bars`; `summary` says the numbers in words. A label
    /// too long for its room is broken between words into lines, and its row grows to hold them,
    /// so no label is cut at the chart's edge.
    static func bars(id: String, title: String, summary: String, _ bars: [(label: String, value: Int)]) -> HTML {
        let largest = max(bars.map(\.value).max() ?? 0, 1)
        let room = width - labelWidth - 60
        var top = 4
        let rows = bars.map { bar -> HTML in
            let lines = wrapped(bar.label)
            let height = max(rowHeight, lines.count * lineHeight + 11)
            defer { top += height }
            let length = bar.value == 0 ? 0 : max(2, bar.value * room / largest)
            let barTop = top + (height - 8 - barHeight) / 2
            let middle = barTop + barHeight / 2 + 5
            let firstLine = middle - (lines.count - 1) * lineHeight / 2
            let label = HTML.join(lines.enumerated().map { index, line -> HTML in
                "<tspan x=\"\(labelWidth - 8)\" y=\"\(firstLine + index * lineHeight)\">\(line)</tspan>"
            }, separator: "")
            return """
                <g class="chart-bar"><text class="chart-label" text-anchor="end">\(label)</text>\
                <rect x="\(labelWidth)" y="\(barTop)" width="\(length)" height="\(barHeight)"></rect>\
                <text class="chart-value" x="\(labelWidth + length + 6)" y="\(middle)">\(bar.value)</text></g>
                """
        }
        let height = max(top + 4, rowHeight + 8)
        return """
            <figure class="chart" id="\(id)">
            <svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 \(width) \(height)" width="\(width)" height="\(height)" \
            aria-labelledby="\(id)-title \(id)-desc"><title id="\(id)-title">\(title)</title><desc id="\(id)-desc">\(summary)</desc>
            \(HTML.join(rows, separator: "\n"))
            </svg>
            <figcaption>\(title)</figcaption>
            </figure>
            """
    }

    /// `label` in lines of at most ``lineLetters`` letters, broken between words (a longer word
    /// stands on a line of its own).
    static func wrapped(_ label: String) -> [String] {
        var lines: [String] = []
        for word in label.split(separator: " ").map(String.init) {
            if let last = lines.last, last.count + 1 + word.count <= lineLetters {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        return lines.isEmpty ? [""] : lines
    }
}
