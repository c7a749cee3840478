import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

extension Notice {
    /// What the page says on top.
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
        case .transferCancelled: Bilingual { $0.transferCalledOff }
        case .transferCancelledForHold: Bilingual { $0.transferCalledOffForHold }
        case .transferCancelledToHold: Bilingual { $0.transferCalledOffToHold }
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
