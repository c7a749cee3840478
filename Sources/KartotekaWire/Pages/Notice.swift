/// Confirmations a page shows after an action redirects to it (`?notice=book-saved`), as the original app's alerts did. Only these
/// fixed texts can appear, so a link cannot put arbitrary text on the page.
public enum Notice: String, Sendable, CaseIterable {
    case bookSaved = "book-saved"
    case bookDeleted = "book-deleted"
    case copyAdded = "copy-added"
    case copySaved = "copy-saved"
    case copyDeleted = "copy-deleted"
    case lent
    case returned
    case renewed
    case readerSaved = "reader-saved"
    case readerDeleted = "reader-deleted"
    case locationSaved = "location-saved"
    case locationDeleted = "location-deleted"
    case settingsSaved = "settings-saved"
    case accountSaved = "account-saved"
    case backupMade = "backup-made"
    case anonymised
    case accountDeleted = "account-deleted"
    case branchSaved = "branch-saved"
    case branchDeleted = "branch-deleted"
    case branchListed = "branch-listed"
    case branchUnlisted = "branch-unlisted"
    case sent
    case received
    case transferCancelled = "transfer-cancelled"
    case transferCancelledForHold = "transfer-cancelled-hold"
    case transferCancelledToHold = "transfer-cancelled-travel"
    case returnedToTravel = "returned-travel"
    case receiptSaved = "receipt-saved"
    case receiptDeleted = "receipt-deleted"
    case receiptChosen = "receipt-chosen"
    case writeOffSaved = "write-off-saved"
    case stocktakeStarted = "stocktake-started"
    case stocktakeFinished = "stocktake-finished"
    case blockSet = "block-set"
    case blockLifted = "block-lifted"
    case lossRecorded = "loss-recorded"
    case lossSettled = "loss-settled"
    case ruleSaved = "rule-saved"
    case ruleRemoved = "rule-removed"
    case targetSaved = "copycat-target-saved"
    case targetDeleted = "copycat-target-deleted"
    case alreadyCatalogued = "already-catalogued"
    case scannedCopy = "scanned-copy"
    case scannedReader = "scanned-reader"
    case isbnNew = "isbn-new"
    case isbnNotFound = "isbn-not-found"
    case lookupFailed = "lookup-failed"
    case holdPlaced = "hold-placed"
    case holdCancelled = "hold-cancelled"
    case holdsExpired = "holds-expired"
    case noticesRan = "notices-ran"
    case noticeQueued = "notice-queued"

    /// The query parameter a page's address carries it in.
    public static let queryName = "notice"

    /// A page's address with this notice to show on it.
    public func shown(on target: String) -> String {
        target + (target.contains("?") ? "&" : "?") + "\(Self.queryName)=\(rawValue)"
    }

    /// The notice an address made by ``shown(on:)`` shows; `nil` for one that shows none.
    public init?(linkedFrom target: String) {
        let marker = "\(Self.queryName)="
        guard let query = target.split(separator: "?", maxSplits: 1).dropFirst().first,
              let item = query.split(separator: "&").last(where: { $0.hasPrefix(marker) }) else { return nil }
        self.init(rawValue: String(item.dropFirst(marker.count).prefix { $0 != "#" }))
    }
}
