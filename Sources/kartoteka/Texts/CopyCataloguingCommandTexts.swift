import KartotekaCore

/// The texts of the `copycat` commands (searching other libraries' catalogues, copying a record,
/// the targets), the look-up place in `settings`, and how the reports show targets and searches.
protocol CopyCataloguingCommandTexts: Sendable {
    var copycatSearchSummary: String { get }
    var copycatSearchDetails: String { get }
    var copycatISBNHelp: String { get }
    var copycatTitleHelp: String { get }
    var copycatAuthorHelp: String { get }
    var copycatAnyHelp: String { get }
    var copycatSearchTargetHelp: String { get }
    var copycatAddSummary: String { get }
    var copycatAddDetails: String { get }
    var copycatRecordTargetHelp: String { get }
    var copycatRecordIDHelp: String { get }
    func copiedFrom(_ target: String) -> String
    var copycatTargetListSummary: String { get }
    var noTargetsYet: String { get }
    var copycatTargetAddSummary: String { get }
    var copycatTargetAddDetails: String { get }
    var targetNameHelp: String { get }
    var targetPresetHelp: String { get }
    func targetAddedLine(_ line: String) -> String
    var copycatTargetEditSummary: String { get }
    var existingTargetNameHelp: String { get }
    var newTargetNameHelp: String { get }
    func targetSavedLine(_ line: String) -> String
    var copycatTargetRemoveSummary: String { get }
    func targetRemovedLine(_ name: String) -> String
    var targetHostHelp: String { get }
    var targetPortHelp: String { get }
    var targetDatabaseHelp: String { get }
    var targetProtocolHelp: String { get }
    var targetFormatHelp: String { get }
    var targetCharsetHelp: String { get }
    var targetUserHelp: String { get }
    var targetPasswordFileHelp: String { get }
    var removeTargetPasswordHelp: String { get }
    var targetTimeoutHelp: String { get }
    var targetEnabledHelp: String { get }
    var targetOrderHelp: String { get }
    func targetTimeoutMark(_ seconds: Int) -> String
    var targetEnabledMark: String { get }
    var targetDisabledMark: String { get }
    func targetUserMark(_ user: String) -> String
    var targetPasswordMark: String { get }
    func recordsNotReadMark(_ count: Int) -> String
    func targetFoundMark(found: Int, shown: Int) -> String
    var copycatNothingFound: String { get }
    func copycatEditionsFound(_ count: Int) -> String
    func alreadyCataloguedMark(_ id: Int64) -> String
    var copycatLookupHelp: String { get }
    var copycatLookupLabel: String { get }
    var copycatLookupChoices: String { get }
}
