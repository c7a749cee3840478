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

    /// The chart `id`, titled `title`, of `bars`; `summary` says the numbers in words.
    static func bars(id: String, title: String, summary: String, _ bars: [(label: String, value: Int)]) -> HTML {
        let largest = max(bars.map(\.value).max() ?? 0, 1)
        let room = width - labelWidth - 60
        let height = max(bars.count, 1) * rowHeight + 8
        let rows = bars.enumerated().map { index, bar -> HTML in
            let top = 4 + index * rowHeight
            let length = bar.value == 0 ? 0 : max(2, bar.value * room / largest)
            let middle = top + barHeight / 2 + 5
            return """
                <g class="chart-bar"><text class="chart-label" x="\(labelWidth - 8)" y="\(middle)" text-anchor="end">\(bar.label)</text>\
                <rect x="\(labelWidth)" y="\(top)" width="\(length)" height="\(barHeight)"></rect>\
                <text class="chart-value" x="\(labelWidth + length + 6)" y="\(middle)">\(bar.value)</text></g>
                """
        }
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
}
