/// The texts of the state statistics forms' pages.
protocol FormsPageTexts: Sendable {
    var oo2Short: String { get }
    var oo2Note: String { get }
    var oo2TileNote: String { get }
    var fundClassByKind: String { get }
    var readInTheLibrary: String { get }
    var nkShort: String { get }
    var nkNote: String { get }
    var nkConsolidated: String { get }
    var registerShort: String { get }
    var registerNote: String { get }
    var monthField: String { get }
    var branchField: String { get }
    var wholeLibrary: String { get }
    func withoutBirthDate(_ count: Int) -> String
    func formPeriod(from: String, to: String) -> String
    var bulletinShort: String { get }
    var bulletinTileNote: String { get }
    var bulletinNone: String { get }
    var bulletinCopies: String { get }
}
