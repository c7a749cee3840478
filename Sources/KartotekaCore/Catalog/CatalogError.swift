/// Why a change to the catalogue (titles and copies) was refused.
public enum CatalogError: KartotekaError, Equatable {
    /// No title has this id.
    case titleNotFound(TitleID)
    /// No copy has this inventory number; `lookAlike`: one has the number that prints the same with
    /// letters of the other alphabet (a keyboard in the wrong layout).
    case copyNotFound(InventoryNumber, lookAlike: InventoryNumber? = nil)
    /// No copy has this barcode.
    case barcodeNotFound(String)
    /// Another copy already has this inventory number; `lookAlike`: the number another copy has,
    /// which prints the same with letters of the other alphabet.
    case inventoryNumberTaken(InventoryNumber, lookAlike: InventoryNumber? = nil)
    /// Another copy already has this barcode.
    case barcodeTaken(String, by: InventoryNumber)
    /// A title with this ISBN is already catalogued: add a copy to it instead.
    case isbnTaken(ISBN, by: TitleID)
    /// The copy is on loan, so it cannot be deleted or have its status changed.
    case copyOnLoan(InventoryNumber)
    /// Some copies of the title are on loan, so it cannot be deleted.
    case titleHasCopiesOnLoan(TitleID, count: Int)
    /// A copy is put on or off loan only by lending and returning.
    case loanStatusSetByEditing(InventoryNumber)
    /// The copy joined the fund on an earlier day: it leaves it only by an act of write-off
    /// (delete is for a mistake made today).
    case copyInFund(InventoryNumber, since: Day)
    /// Copies of the title joined the fund on an earlier day and are not written off.
    case titleHasCopiesInFund(TitleID, count: Int)

    public var code: String {
        switch self {
        case .titleNotFound: "title_not_found"
        case .copyNotFound: "copy_not_found"
        case .barcodeNotFound: "barcode_not_found"
        case .inventoryNumberTaken: "inventory_number_taken"
        case .barcodeTaken: "barcode_taken"
        case .isbnTaken: "isbn_taken"
        case .copyOnLoan: "copy_on_loan"
        case .titleHasCopiesOnLoan: "title_has_copies_on_loan"
        case .loanStatusSetByEditing: "loan_status_set_by_editing"
        case .copyInFund: "copy_in_fund"
        case .titleHasCopiesInFund: "title_has_copies_in_fund"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .titleNotFound, .copyNotFound, .barcodeNotFound: .notFound
        default: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .titleNotFound(let id):
            Bilingual { $0.titleNotFound(id) }
        case .copyNotFound(let inventory, nil):
            Bilingual { $0.copyNotFound(inventory) }
        case .copyNotFound(let inventory, let lookAlike?):
            Bilingual { $0.copyNotFound(inventory, lookAlike: lookAlike) }
        case .barcodeNotFound(let barcode):
            Bilingual { $0.barcodeNotFound(barcode) }
        case .inventoryNumberTaken(let inventory, nil):
            Bilingual { $0.inventoryNumberTaken(inventory) }
        case .inventoryNumberTaken(let inventory, let lookAlike?):
            Bilingual { $0.inventoryNumberTaken(inventory, lookAlike: lookAlike) }
        case .barcodeTaken(let barcode, let inventory):
            Bilingual { $0.barcodeTaken(barcode, by: inventory) }
        case .isbnTaken(let isbn, let id):
            Bilingual { $0.isbnTaken(isbn, by: id) }
        case .copyOnLoan(let inventory):
            Bilingual { $0.copyOnLoan(inventory) }
        case .titleHasCopiesOnLoan(let id, let count):
            Bilingual { $0.titleHasCopiesOnLoan(id, count: count) }
        case .loanStatusSetByEditing(let inventory):
            Bilingual { $0.loanStatusSetByEditing(inventory) }
        case .copyInFund(let inventory, let since):
            Bilingual { $0.copyInFund(inventory, since: since) }
        case .titleHasCopiesInFund(let id, let count):
            Bilingual { $0.titleHasCopiesInFund(id, count: count) }
        }
    }
}
