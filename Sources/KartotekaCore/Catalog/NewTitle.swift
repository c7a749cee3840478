import Foundation

extension NewTitle {
    /// The most copies one new book may bring: a request for 100,000 copies would otherwise hold
    /// the database for minutes. More copies are added in several steps.
    public static let maximumCopies = 500

    /// Checks the title and every copy together, so all problems are reported at once, and fills
    /// in the author sign from the surname when it was left empty; an inventory number typed as a
    /// range (``InventoryRange``) is a copy for each number. With several copies, a copy's
    /// problems are reported under `copies[i].field`; with one, under the field name itself. More
    /// than ``maximumCopies`` copies are refused under `copies`, without checking each. A receipt
    /// number without a year is of `today`'s year (see ``CopyDraft/validated(today:)``).
    public func validated(authorSignStyle: AuthorSignStyle, today: Day? = nil) throws(ValidationError) -> (Title, [Copy]) {
        let draft = title.signed(style: authorSignStyle)
        // An inventory number typed as a range (`2002-2005`) is a copy for each number, as when a
        // copy is added to a title on file.
        let copies = copies.flatMap { copy in
            (InventoryRange.numbers(in: copy.inventoryNumber) ?? [copy.inventoryNumber]).map { number in
                var one = copy
                one.inventoryNumber = number
                return one
            }
        }
        var problems: [FieldProblem] = []
        var validTitle: Title?
        var validCopies: [(index: Int, copy: Copy)] = []
        do { validTitle = try draft.validated() } catch { problems += error.problems }
        guard copies.count <= NewTitle.maximumCopies else {
            throw ValidationError(problems + [FieldProblem(field: "copies", message: NewTitle.tooManyCopies(copies.count))])
        }
        for (index, copy) in copies.enumerated() {
            do {
                validCopies.append((index, try copy.validated(today: today)))
            } catch {
                problems += error.problems.map { problem in
                    copies.count == 1 ? problem : FieldProblem(field: "copies[\(index)].\(problem.field)", message: problem.message)
                }
            }
        }
        // A repeat is reported under its own copy's index, even when an earlier copy was invalid.
        let numbers = validCopies.map(\.copy.inventoryNumber)
        for (position, number) in numbers.enumerated() where numbers[..<position].contains(number) {
            problems.append(FieldProblem(field: "copies[\(validCopies[position].index)].inventoryNumber",
                                         message: Bilingual { $0.repeatedInventoryNumber(number) }))
        }
        guard let validTitle, problems.isEmpty else { throw ValidationError(problems) }
        return (validTitle, validCopies.map(\.copy))
    }

    /// What a request with too many copies is told: the limit, and to add the rest afterwards.
    static func tooManyCopies(_ count: Int) -> Bilingual {
        Bilingual { $0.tooManyCopies(count, maximum: maximumCopies) }
    }
}
