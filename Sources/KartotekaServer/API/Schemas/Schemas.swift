import KartotekaCore
import KartotekaWire

/// The named schemas endpoints declare their bodies and answers with, each typed by its wire
/// type; their content is in ``SchemaCatalogue``.
enum Schemas {
    static let titleListItem = Schema<TitleResource>("TitleListItem")
    static let titleCard = Schema<TitleResource>("TitleCard")
    static let titlePage = Schema<PageResource<TitleResource>>("TitlePage")
    static let copy = Schema<CopyResource>("Copy")
    static let loan = Schema<LoanResource>("Loan")
    static let loanPage = Schema<PageResource<LoanResource>>("LoanPage")
    static let readerCard = Schema<ReaderResource>("ReaderCard")
    static let readerPage = Schema<PageResource<ReaderResource>>("ReaderPage")
    static let location = Schema<LocationResource>("Location")
    static let searchResults = Schema<SearchResults>("SearchResults")

    static let newTitle = Schema<TitleInput>("NewTitle")
    static let titleUpdate = Schema<TitleInput>("TitleUpdate")
    static let newCopy = Schema<CopyInput>("NewCopy")
    static let copyUpdate = Schema<CopyInput>("CopyUpdate")
    static let newReader = Schema<ReaderInput>("NewReader")
    static let readerUpdate = Schema<ReaderInput>("ReaderUpdate")
    static let locationInput = Schema<LocationInput>("LocationInput")
    static let lend = Schema<LendInput>("Lend")
    static let renew = Schema<RenewInput>("Renew")

    static let exportMail = Schema<ExportMailInput>("ExportMail")
    static let exportMailed = Schema<ExportMailReceipt>("ExportMailed")
    static let importReport = Schema<ImportFileReport>("ImportReport")
    static let scanText = Schema<ScanTextInput>("ScanText")
    static let scanResult = Schema<ScanResult>("ScanResult")
    static let lookupResult = Schema<ISBNLookupResult>("LookupResult")

    static let branch = Schema<BranchResource>("Branch")
    static let branchInput = Schema<BranchInput>("BranchInput")
    static let branchListingInput = Schema<BranchListingInput>("BranchListingInput")
    static let transfer = Schema<TransferResource>("Transfer")
    static let transferPage = Schema<PageResource<TransferResource>>("TransferPage")
    static let transferInput = Schema<TransferInput>("TransferInput")

    static let deskScan = Schema<DeskScanInput>("DeskScan")
    static let deskScanResult = Schema<DeskScanResult>("DeskScanResult")
    static let loanRule = Schema<LoanRuleResource>("LoanRule")
    static let loanRules = Schema<LoanRulesResource>("LoanRules")
    static let blockInput = Schema<BlockInput>("BlockInput")
    static let block = Schema<BlockResource>("Block")
    static let blockedReaderPage = Schema<PageResource<BlockedReaderResource>>("BlockedReaderPage")
    static let loss = Schema<LossResource>("Loss")
    static let lossPage = Schema<PageResource<LossResource>>("LossPage")
    static let lossSettlement = Schema<LossSettlementInput>("LossSettlement")
    static let classSize = Schema<ClassSizeResource>("ClassSize")
    static let classListReport = Schema<ClassListReport>("ClassListReport")
    static let promotion = Schema<PromotionResult>("Promotion")
    static let copycatTarget = Schema<CopyCataloguingTargetResource>("CopycatTarget")
    static let copycatTargetInput = Schema<CopyCataloguingTargetInput>("CopycatTargetInput")
    static let copycatPreset = Schema<CopyCataloguingPresetResource>("CopycatPreset")
    static let copycatSearchResult = Schema<CopyCataloguingSearchResult>("CopycatSearchResult")
    static let copycatCandidate = Schema<CopyCataloguingCandidateResource>("CopycatCandidate")

    static let hold = Schema<HoldResource>("Hold")
    static let holdPage = Schema<PageResource<HoldResource>>("HoldPage")
    static let holdInput = Schema<HoldInput>("HoldInput")

    static let bookLocation = Schema<BookLocation>("BookLocation")
    static let bookCatalogEntry = Schema<BookCatalogEntry>("BookCatalogEntry")
}
