/// Paragraphs laid out on cards by words: each paragraph starts a line, a line holds at most
/// `width` characters, and a card at most its lines; a paragraph cut between cards goes on at the
/// top of the next.
enum CardText {
    /// The paragraphs of each card: `firstLines` lines on the first, `nextLines` on each next.
    static func paginate(_ paragraphs: [String], width: Int, firstLines: Int, nextLines: Int) -> [[String]] {
        var cards: [[String]] = [[]]
        var room = max(firstLines, 1)
        for paragraph in paragraphs {
            var lines = wrap(paragraph, width: width)
            while !lines.isEmpty {
                if room == 0 {
                    cards.append([])
                    room = max(nextLines, 1)
                }
                let taken = Array(lines.prefix(room))
                lines.removeFirst(taken.count)
                room -= taken.count
                cards[cards.count - 1].append(taken.joined(separator: " "))
            }
        }
        return cards
    }

    /// The paragraph's lines, greedily by words; a word longer than a line takes lines of its own.
    static func wrap(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " \(word)"
            } else {
                lines.append(line)
                line = String(word)
            }
            while line.count > width {
                lines.append(String(line.prefix(width)))
                line = String(line.dropFirst(width))
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
