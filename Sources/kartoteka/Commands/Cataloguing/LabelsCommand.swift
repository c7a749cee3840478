/// `labels copies` and `labels readers`: what is labelled (the command's words, as many as
/// given), then the sheet's options (``LabelSheetOptions``).
protocol LabelsCommand: KartotekaCommand {
    /// A copy's inventory number, a reader's ticket.
    associatedtype Subject: Sendable
    /// `<inventory...>`, `<ticket...>`.
    static var subjectsArgument: Argument<Subject> { get }
    /// What is labelled, in order.
    var subjects: [Subject] { get }
    /// The sheet.
    var sheet: LabelSheetOptions { get }
    /// The command from what the command line gave.
    init(subjects: [Subject], sheet: LabelSheetOptions)
}

extension LabelsCommand {
    static var arguments: [any ArgumentDeclaration] { [subjectsArgument] }
    static var options: [any OptionDeclaration] { LabelSheetOptions.options }

    init(_ input: CommandInput) throws {
        self.init(subjects: try input.all(Self.subjectsArgument), sheet: try LabelSheetOptions(input))
    }
}
