import KartotekaCore

/// Confirmations shown after an action redirects (as the original app's alerts did). Only these
/// fixed texts can appear, so a link cannot put arbitrary text on the page.
enum Notice: String, Sendable {
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

    /// A page's address with this notice to show on it.
    func shown(on target: String) -> String {
        target + (target.contains("?") ? "&" : "?") + "\(QueryParameters.notice.declaration.name)=\(rawValue)"
    }

    var message: Bilingual {
        switch self {
        case .bookSaved: Bilingual { $0.bookSaved }
        case .bookDeleted: Bilingual { $0.bookDeleted }
        case .copyAdded: Bilingual { $0.copyAdded }
        case .copySaved: Bilingual { $0.copySaved }
        case .copyDeleted: Bilingual { $0.copyDeleted }
        case .lent: Bilingual { $0.bookLent }
        case .returned: Bilingual { $0.bookReturned }
        case .renewed: Bilingual { $0.loanRenewed }
        case .readerSaved: Bilingual { $0.readerSaved }
        case .readerDeleted: Bilingual { $0.readerDeleted }
        case .locationSaved: Bilingual { $0.locationSaved }
        case .locationDeleted: Bilingual { $0.locationDeleted }
        case .settingsSaved: Bilingual { $0.settingsSaved }
        case .backupMade: Bilingual { $0.backupMade }
        case .anonymised: Bilingual { $0.oldLoansAnonymised }
        case .accountSaved: Bilingual { $0.accountSaved }
        case .accountDeleted: Bilingual { $0.accountDeleted }
        case .branchSaved: Bilingual { $0.branchSaved }
        case .branchDeleted: Bilingual { $0.branchDeleted }
        case .branchListed: Bilingual { $0.branchListed }
        case .branchUnlisted: Bilingual { $0.branchUnlisted }
        case .sent: Bilingual { $0.copySent }
        case .received: Bilingual { $0.copyReceived }
        case .receiptSaved: Bilingual { $0.receiptSaved }
        case .receiptDeleted: Bilingual { $0.receiptDeleted }
        case .receiptChosen: Bilingual { $0.receiptChosen }
        case .writeOffSaved: Bilingual { $0.writeOffSaved }
        case .stocktakeStarted: Bilingual { $0.stocktakeStarted }
        case .stocktakeFinished: Bilingual { $0.stocktakeFinishedNotice }
        case .returnedToTravel: Bilingual { $0.bookReturnedToTravel }
        case .blockSet: Bilingual { $0.blockSet }
        case .blockLifted: Bilingual { $0.blockLifted }
        case .lossRecorded: Bilingual { $0.lossRecorded }
        case .lossSettled: Bilingual { $0.lossSettled }
        case .ruleSaved: Bilingual { $0.ruleSaved }
        case .ruleRemoved: Bilingual { $0.ruleRemoved }
        case .targetSaved: Bilingual { $0.targetSaved }
        case .targetDeleted: Bilingual { $0.targetDeleted }
        case .alreadyCatalogued: Bilingual { $0.scanAlreadyCatalogued }
        case .scannedCopy: Bilingual { $0.scanFoundCopy }
        case .scannedReader: Bilingual { $0.scanFoundReader }
        case .isbnNew: Bilingual { $0.scanISBNNew }
        case .isbnNotFound: Bilingual { $0.scanISBNNotFound }
        case .lookupFailed: Bilingual { $0.scanLookupFailed }
        case .holdPlaced: Bilingual { $0.holdPlaced }
        case .holdCancelled: Bilingual { $0.holdCancelled }
        case .holdsExpired: Bilingual { $0.holdsExpiredNow }
        case .noticesRan: Bilingual { $0.noticesRanMessage }
        case .noticeQueued: Bilingual { $0.noticeQueuedMessage }
        }
    }
}
