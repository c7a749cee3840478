import KartotekaCore

/// A list command's page, `--offset N` and `--limit N` (``PageOptions``): `@Read var page: PageRequest`.
extension PageRequest: OptionGroup {
    static var options: [any OptionDeclaration] { PageOptions.all }

    init(_ input: CommandInput) throws {
        self = try PageOptions.page(input)
    }
}
