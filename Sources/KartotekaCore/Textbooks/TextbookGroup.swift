extension TextbookGroup {
    /// The copies of its textbooks that may still be used on `day`, as sets (see ``sets(of:)``).
    public func usableCopies(on day: Day) -> Int {
        Self.sets(of: textbooks.filter { $0.usable(on: day) })
    }

    /// How many pupils these textbooks serve: a textbook in one part, a copy a pupil; one in parts
    /// (`Ч. 1`, `Ч. 2` of one work), as many pupils as its scarcest part has copies — two parts
    /// of 25 copies each serve 25 pupils, not 50. Different works (alternative textbooks) add up.
    public static func sets(of textbooks: [TextbookStock]) -> Int {
        Dictionary(grouping: textbooks) { $0.part.isEmpty ? "\u{1F}\($0.titleID)" : $0.work }.values.reduce(0) { total, work in
            let parts = Dictionary(grouping: work, by: \.part).values.map { $0.reduce(0) { $0 + $1.copies } }
            return total + (parts.min() ?? 0)
        }
    }

    /// `5–6`, or `5`.
    public var gradesText: String { TextbookCard.gradesText(grades) }

    /// The groups of the textbooks: by subject (in the alphabet's order; «Математика» and
    /// «математика » are one subject, named as first typed), the textbooks whose grades meet
    /// joined, lowest grades first.
    public static func groups(of stock: [TextbookStock]) -> [TextbookGroup] {
        Dictionary(grouping: stock, by: { SearchText.fold($0.subject).collapsedWhitespace }).sorted { $0.key < $1.key }.flatMap { _, textbooks in
            let subject = textbooks.min { $0.cardNumber < $1.cardNumber }?.subject.collapsedWhitespace ?? ""
            var groups: [TextbookGroup] = []
            for textbook in textbooks.sorted(by: { ($0.grades.lowerBound, $0.cardNumber) < ($1.grades.lowerBound, $1.cardNumber) }) {
                if let last = groups.indices.last, groups[last].grades.overlaps(textbook.grades) {
                    groups[last].grades = groups[last].grades.lowerBound...max(groups[last].grades.upperBound, textbook.grades.upperBound)
                    groups[last].textbooks.append(textbook)
                } else {
                    groups.append(TextbookGroup(subject: subject, grades: textbook.grades, textbooks: [textbook]))
                }
            }
            return groups.map { group in
                var sorted = group
                sorted.textbooks.sort { $0.cardNumber < $1.cardNumber }
                return sorted
            }
        }
    }
}
