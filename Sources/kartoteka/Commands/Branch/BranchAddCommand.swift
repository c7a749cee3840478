import KartotekaCore

/// `branch add --code C --name TEXT [--address TEXT] [--storage-place TEXT] [--location ID]`: a new branch.
struct BranchAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "branch add", Bilingual(ru: "добавить филиал", en: "add a branch"),
        details: Bilingual(ru: "Пример: kartoteka branch add --code Ф2 --name \"Сельский филиал\" --address \"ул. Садовая, 2\"",
                           en: "Example: kartoteka branch add --code Ф2 --name \"Village branch\" --address \"2 Garden Street\""),
        worksRemotely: true)
    /// `--code C`, checked with the other fields.
    static let code = Option.text("code", "C", "код филиала: буквы, цифры и - / . _", "branch code: letters, digits and - / . _")
    static let options: [any OptionDeclaration] = [code] + BranchFields.options

    /// The code given.
    let branchCode: String
    /// The other fields given.
    let fields: BranchFields

    init(_ input: CommandInput) throws {
        branchCode = try input.value(Self.code) ?? ""
        fields = try BranchFields(input)
    }

    func run(_ context: CommandContext) throws {
        let added = try context.desk().addBranch(fields.branch(code: branchCode))
        try context.output(added, text: context.text(ru: "Добавлено: ", en: "Added: ") + context.report.branch(added))
    }
}
