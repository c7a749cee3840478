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
