import KartotekaCore
import KartotekaWire

extension ListCheckResource {
    /// The resource for a check.
    public init(_ check: ListCheckRecord) {
        self.init()
        id = check.id
        checkedOn = check.checkedOn.isoText
        kind = check.kind.rawValue
        version = ListVersionResource(check.version)
        scope = check.scope.rawValue
        titlesChecked = check.titlesChecked
        found = check.found
        newCandidates = check.newCandidates
        foundEntries = check.foundEntries
        foundCopies = check.foundCopies
        action = check.action
        commission = check.commission
        checkedBy = check.checkedBy
    }
}

extension ListCheckRecord {
    /// The journal's row an answer of the API describes (for the same table either way); `nil` for
    /// one that names no list or day.
    public init?(_ resource: ListCheckResource) {
        guard let kind = BannedListKind(named: resource.kind), let day = try? Day(parsing: resource.checkedOn),
              let versionKind = BannedListKind(named: resource.version.kind), let imported = try? Day(parsing: resource.version.importedOn),
              let scope = ListCheckScope(rawValue: resource.scope) else { return nil }
        let version = resource.version
        self.init(id: resource.id, checkedOn: day, kind: kind,
                  version: ListVersionRecord(id: version.id, kind: versionKind, importedOn: imported, importedBy: version.importedBy,
                                             fileName: version.fileName, entryCount: version.entryCount, firstNumber: version.firstNumber,
                                             lastNumber: version.lastNumber, added: version.added, changed: version.changed,
                                             removed: version.removed),
                  scope: scope, titlesChecked: resource.titlesChecked, found: resource.found, newCandidates: resource.newCandidates,
                  foundEntries: resource.foundEntries, foundCopies: resource.foundCopies, action: resource.action,
                  commission: resource.commission, checkedBy: resource.checkedBy)
    }
}
