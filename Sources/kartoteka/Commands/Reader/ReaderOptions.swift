import KartotekaCore

/// Options of the commands that name one reader.
enum ReaderOptions {
    /// `--ticket T`.
    static let ticket = Option<TicketNumber>.ticketNumber("ticket", \.ticketNumberNoun)
    /// `--class C`: only the pupils of a school class, `5А` (`5A` reads the same).
    static let schoolClass = schoolClass(\.classFilterHelp)

    /// `--class C` with its help: a school class; a bad one names this option.
    static func schoolClass(_ help: (any CommandTexts) -> String) -> Option<SchoolClass> {
        Option<SchoolClass>("class", "C", help) { text in
            do {
                return try SchoolClass(parsing: text)
            } catch let error as ValidationError {
                throw ValidationError(error.problems.map { FieldProblem(field: "class", message: $0.message) })
            }
        }
    }
    /// `--category TEXT`: a reader category, as written.
    static let category = Option<ReaderCategory>.checked("category", "TEXT", \.categoryFilterHelp, expected: Bilingual { $0.categoryExpected }) {
        ReaderCategory($0)
    }
    /// `--graduated yes|no`.
    static let graduated = Option<Bool>.checked("graduated", "yes|no", \.graduatedHelp, expected: Bilingual { $0.yesOrNo }) {
        ["yes": true, "no": false][$0]
    }
}
