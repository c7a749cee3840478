import KartotekaCore
import KartotekaWire

extension EnglishTexts: CopyCataloguingPageTexts {
    var copyCataloguing: String { "Copy cataloguing" }
    var copyCataloguingTileNote: String { "Ready records from other libraries’ catalogues (Z39.50, SRU)" }
    var copyCataloguingIntro: String {
        "Searches several other libraries’ catalogues at once. Choose a record to open the New Book form filled with it, to check."
    }
    var searchBy: String { "Search by" }
    func searchKind(_ kind: CopyCataloguingQuery.Kind) -> String {
        switch kind {
        case .isbn: "ISBN"
        case .title: "title"
        case .author: "author"
        case .any: "any words"
        }
    }
    var whatToSearchFor: String { "What to search for" }
    var cataloguesToAsk: String { "Catalogues" }
    var cataloguesToAskHint: String { "With none ticked, every enabled catalogue is searched." }
    var noCataloguesYet: String { "No catalogues to search have been added yet." }
    var setUpCatalogues: String { "Z39.50 catalogues" }
    func targetAnswered(found: Int, shown: Int) -> String {
        found == shown ? "\(found) found" : "\(found) found, \(shown) shown"
    }
    func recordsNotRead(_ count: Int) -> String { "\(count) more \(plural(count, "record", "records")) could not be read" }
    func editionsFound(_ count: Int) -> String { "Editions found: \(count)" }
    var nothingFound: String { "Nothing was found." }
    var alreadyInCatalogue: String { "Already in the catalogue" }
    var useThisRecord: String { "Use this record" }
    var candidateAuthor: String { "Author" }
    var findInOtherCatalogues: String { "Find in other libraries’ catalogues" }
    var copycatTargets: String { "Z39.50 catalogues" }
    var newTarget: String { "New catalogue" }
    var allTargets: String { "All catalogues" }
    var pressTargetToChange: String { "Press a catalogue to change it." }
    var targetName: String { "Name" }
    var targetHost: String { "Server" }
    var targetHostHint: String { "The address without http:// — lx2.loc.gov" }
    var targetPort: String { "Port" }
    var targetDatabase: String { "Database" }
    var targetService: String { "Protocol" }
    var targetFormat: String { "Record format" }
    var targetCharacterSet: String { "Character set" }
    var targetUser: String { "User" }
    var targetPassword: String { "Password" }
    var targetPasswordHint: String { "Leave it empty to keep the saved password." }
    var targetPasswordKept: String { "password saved" }
    var removeTargetPassword: String { "Remove the saved password" }
    var targetTimeout: String { "Wait for an answer, seconds" }
    var targetEnabled: String { "Search this catalogue" }
    var targetOrder: String { "Order" }
    var targetOrderHint: String { "Catalogues with smaller numbers come first." }
    var targetOn: String { "enabled" }
    var targetOff: String { "disabled" }
    var deleteTargetQuestion: String { "Remove this catalogue?" }
    var knownCatalogues: String { "Known catalogues" }
    var knownCataloguesNote: String {
        "The addresses come from public sources and have not been checked. A catalogue is added disabled: try it with a search, then enable it."
    }
    var addKnownCatalogue: String { "Add" }
    var targetSaved: String { "The catalogue was saved." }
    var targetDeleted: String { "The catalogue was removed." }
    var copyCataloguingSettings: String { "Copy cataloguing (Z39.50, SRU)" }
    var lookupPlaceLabel: String { "Other libraries’ catalogues in ISBN look-ups" }
    var lookupPlaceHint: String { "Where they stand among the sources asked after a barcode is scanned." }
}
