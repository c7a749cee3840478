import Foundation
import KartotekaCore

/// `desk [--ticket T]`: the reader-first desk in the terminal. Each line read is a scan (a USB
/// scanner types the code and Enter): a reader's ticket brings the reader up, a book on loan is
/// taken back, any other book is lent to the reader at the desk. `-` lets the reader go; `+` after
/// the refusal of a second copy of a title the reader holds, and `!` after a refusal by age mark
/// (below 18+; a librarian's word), lend it all the same; the end of input ends the desk.
struct DeskCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "desk", Bilingual { $0.deskSummary }, details: Bilingual { $0.deskDetails }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket, LendCommand.inLibrary]

    /// The reader at the desk to begin with.
    let ticket: TicketNumber?
    /// The reading-room switch: copies lent are read in the library.
    let inLibrary: Bool

    init(_ input: CommandInput) throws {
        ticket = try input.value(ReaderOptions.ticket)
        inLibrary = input.flag(LendCommand.inLibrary)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        var serving = ticket
        var secondCopyRefused: String?
        var ageRefused: String?
        if !context.json { context.console.error(context.texts.deskPrompt) }
        while let line = readLine(strippingNewline: true) {
            var code = line.trimmingCharacters(in: .whitespaces)
            if code.isEmpty { continue }
            if code == "-" {
                serving = nil
                try context.output(["readerLeft": true], text: context.texts.deskReaderLeft)
                continue
            }
            let confirming = code == "+" && secondCopyRefused != nil
            let overriding = code == "!" && ageRefused != nil
            if confirming, let refused = secondCopyRefused { code = refused }
            if overriding, let refused = ageRefused { code = refused }
            let result = try desk.deskScan(code, serving: serving, LendingOptions(inLibrary: inLibrary, overridingAgeMark: overriding,
                                                                                  secondCopyConfirmed: confirming))
            if let reader = result.reader { serving = TicketNumber(unchecked: reader.ticketNumber) }
            secondCopyRefused = result.refusal == DeskError.titleAlreadyHeldCode ? code : nil
            ageRefused = result.refusal == InspectionError.ageRestrictedCode ? code : nil
            // What a line may say next: `+` after a second copy refused, `!` after an age mark below 18+.
            let offers = [(secondCopyRefused, context.texts.deskSecondCopyHint), (ageRefused, context.texts.deskAgeOverrideHint)]
            let hint = context.json ? "" : offers.filter { $0.0 != nil }.map { "\n" + $0.1 }.joined()
            try context.output(result, text: context.report.deskScan(result) + hint)
        }
    }
}
