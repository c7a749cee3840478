import KartotekaCore

/// `writeoff add --date D --reason R --member "Name: role"… (--inventory N… | --file F)
/// [--number N] [--approved-by T] [--coefficient X] [--note T]`: draws up an act of write-off;
/// its copies leave the fund, all of them or none.
struct WriteOffAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "writeoff add", Bilingual { $0.writeOffAddSummary }, details: Bilingual { $0.writeOffAddDetails }, worksRemotely: true)
    static let fields: [(option: Option<String>, field: WritableKeyPath<WriteOffDraft, String> & Sendable)] = [
        (.text("date", "YYYY-MM-DD", \.actDateHelp), \.date),
        (.text("number", "N", \.actNumberHelp), \.number),
        (.text("reason", "REASON", \.writeOffReasonHelp), \.reason),
        (.text("approved-by", "TEXT", \.approvedByHelp), \.approvedBy),
        (.text("coefficient", "X", \.coefficientHelp), \.coefficient),
        (.text("note", "TEXT", \.accountingNoteHelp), \.note),
    ]
    /// `--member "Иванова И. И.: председатель"`, once per member, the chair first.
    static let member = Option.text("member", "TEXT", \.memberHelp).repeating
    /// `--inventory N`, once per copy.
    static let inventory = Option.text("inventory", "N", \.actInventoryHelp).repeating
    /// `--file FILE`: inventory numbers one a line (with a coefficient after a space), `-` for standard input.
    static let file = Option.text("file", "FILE", \.actFileHelp)
    static let options: [any OptionDeclaration] = fields.map(\.option) + [member, inventory, file]

    /// The act as typed (its copies read from the file when it runs).
    let draft: WriteOffDraft
    /// The file of copies, if given.
    let path: String?

    init(_ input: CommandInput) throws {
        var draft = try DraftChanges(Self.fields, from: input).applied(to: WriteOffDraft())
        draft.commission = try input.values(Self.member).joined(separator: "\n")
        draft.copies = try input.values(Self.inventory).joined(separator: "\n")
        path = try input.value(Self.file)
        self.draft = draft
    }

    func run(_ context: CommandContext) throws {
        var draft = draft
        if let path { draft.copies += "\n" + (try InputFile.text(path)) }
        let act = try context.desk().writeOff(draft)
        try context.output(act, text: context.texts.actDrawnUp(act.number, copies: act.copies.count) + "\n" + context.report.writeOff(act))
    }
}
