import Foundation
import KartotekaCore

/// `desk [--ticket T]`: the reader-first desk in the terminal. Each line read is a scan (a USB
/// scanner types the code and Enter): a reader's ticket brings the reader up, a book on loan is
/// taken back, any other book is lent to the reader at the desk. `-` lets the reader go; `+` after
/// the refusal of a second copy of a title the reader holds or of a copy they handed in moments
/// ago, and `!` after a refusal by age mark
/// (below 18+; a librarian's word), lend it all the same; the end of input ends the desk.
struct DeskCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "desk", Bilingual { $0.deskSummary }, details: Bilingual { $0.deskDetails }, worksRemotely: true)

    /// The reader at the desk to begin with.
    @Read(ReaderOptions.ticket) var ticket: TicketNumber?
    /// The reading-room switch: copies lent are read in the library.
    @Read(LendCommand.inLibrary) var inLibrary: Bool

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        var serving = ticket
        // The scan refused last, with the options it was sent with: a `+` or a `!` sends it again
        // with one more confirmation, keeping those given before (an override and a second copy
        // may both be needed); any other line starts afresh.
        var refused: (code: String, options: LendingOptions, refusal: String)?
        if !context.json { context.console.error(context.texts.deskPrompt) }
        while let line = readLine(strippingNewline: true) {
            var code = line.trimmingCharacters(in: .whitespaces)
            if code.isEmpty { continue }
            if code == "-" {
                serving = nil
                refused = nil
                try context.output(["readerLeft": true], text: context.texts.deskReaderLeft)
                continue
            }
            var options = LendingOptions(inLibrary: inLibrary)
            if let last = refused, let answer = Self.answers[last.refusal], code == answer.line {
                code = last.code
                options = last.options
                options[keyPath: answer.confirms] = true
            }
            let result = try desk.deskScan(code, serving: serving, options)
            if let reader = result.reader { serving = TicketNumber(unchecked: reader.ticketNumber) }
            refused = result.refusal.flatMap { refusal in Self.answers[refusal] == nil ? nil : (code, options, refusal) }
            // What a line may say next, after a refusal it may answer.
            let hint = context.json ? "" : refused.flatMap { Self.answers[$0.refusal] }.map { "\n" + $0.hint(context.texts) } ?? ""
            try context.output(result, text: context.report.deskScan(result) + hint)
        }
    }

    /// The refusals a line may answer: `+` a second copy of a title or a copy just handed in, `!`
    /// an age mark below 18+ — each with the option it sets and the hint that says so.
    private static let answers: [String: (line: String, confirms: WritableKeyPath<LendingOptions, Bool> & Sendable,
                                          hint: @Sendable (any CommandTexts) -> String)] = [
        DeskError.titleAlreadyHeldCode: ("+", \.secondCopyConfirmed, { $0.deskSecondCopyHint }),
        DeskError.justReturnedCode: ("+", \.lendAgainConfirmed, { $0.deskSecondCopyHint }),
        InspectionError.ageRestrictedCode: ("!", \.overridingAgeMark, { $0.deskAgeOverrideHint }),
    ]
}
