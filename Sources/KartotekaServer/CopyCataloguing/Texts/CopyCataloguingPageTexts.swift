import KartotekaCore
import KartotekaWire

/// The texts of the copy-cataloguing pages: searching other libraries' catalogues, the
/// candidates side by side, and managing the catalogues (targets).
protocol CopyCataloguingPageTexts: Sendable {
    var copyCataloguing: String { get }
    var copyCataloguingTileNote: String { get }
    var copyCataloguingIntro: String { get }
    var searchBy: String { get }
    func searchKind(_ kind: CopyCataloguingQuery.Kind) -> String
    var whatToSearchFor: String { get }
    var cataloguesToAsk: String { get }
    var cataloguesToAskHint: String { get }
    var noCataloguesYet: String { get }
    var setUpCatalogues: String { get }
    func targetAnswered(found: Int, shown: Int) -> String
    func recordsNotRead(_ count: Int) -> String
    func editionsFound(_ count: Int) -> String
    var nothingFound: String { get }
    var alreadyInCatalogue: String { get }
    var useThisRecord: String { get }
    var candidateAuthor: String { get }
    var findInOtherCatalogues: String { get }
    var copycatTargets: String { get }
    var newTarget: String { get }
    var allTargets: String { get }
    var pressTargetToChange: String { get }
    var targetName: String { get }
    var targetHost: String { get }
    var targetHostHint: String { get }
    var targetPort: String { get }
    var targetDatabase: String { get }
    var targetService: String { get }
    var targetFormat: String { get }
    var targetCharacterSet: String { get }
    var targetUser: String { get }
    var targetPassword: String { get }
    var targetPasswordHint: String { get }
    var targetPasswordKept: String { get }
    var removeTargetPassword: String { get }
    var targetTimeout: String { get }
    var targetEnabled: String { get }
    var targetOrder: String { get }
    var targetOrderHint: String { get }
    var targetOn: String { get }
    var targetOff: String { get }
    var deleteTargetQuestion: String { get }
    var knownCatalogues: String { get }
    var knownCataloguesNote: String { get }
    var addKnownCatalogue: String { get }
    var targetSaved: String { get }
    var targetDeleted: String { get }
    var copyCataloguingSettings: String { get }
    var lookupPlaceLabel: String { get }
    var lookupPlaceHint: String { get }
}
