/// Why a change to the catalogue (titles and copies) was refused.
public enum CatalogError: KartotekaError, Equatable {
    /// No title has this id.
    case titleNotFound(TitleID)
    /// No copy has this inventory number.
    case copyNotFound(InventoryNumber)
    /// No copy has this barcode.
    case barcodeNotFound(String)
    /// Another copy already has this inventory number.
    case inventoryNumberTaken(InventoryNumber)
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
            Bilingual(ru: "Книга №\(id) не найдена в каталоге.", en: "Title #\(id) is not in the catalogue.")
        case .copyNotFound(let inventory):
            Bilingual(ru: "Экземпляр с инвентарным номером \(inventory) не найден.",
                      en: "No copy has the inventory number \(inventory).")
        case .barcodeNotFound(let barcode):
            Bilingual(ru: "Экземпляр со штрихкодом \(barcode) не найден.", en: "No copy has the barcode \(barcode).")
        case .inventoryNumberTaken(let inventory):
            Bilingual(ru: "Инвентарный номер \(inventory) уже занят другим экземпляром. Укажите другой номер.",
                      en: "The inventory number \(inventory) is already used by another copy. Enter a different one.")
        case .barcodeTaken(let barcode, let inventory):
            Bilingual(ru: "Штрихкод \(barcode) уже присвоен экземпляру \(inventory).",
                      en: "The barcode \(barcode) already belongs to copy \(inventory).")
        case .isbnTaken(let isbn, let id):
            Bilingual(ru: "Книга с ISBN \(isbn.hyphenated) уже есть в каталоге (№\(id)). Добавьте к ней экземпляр.",
                      en: "A title with ISBN \(isbn.hyphenated) is already catalogued (#\(id)). Add a copy to it instead.")
        case .copyOnLoan(let inventory):
            Bilingual(ru: "Экземпляр \(inventory) сейчас выдан. Сначала оформите возврат.",
                      en: "Copy \(inventory) is on loan now. Return it first.")
        case .titleHasCopiesOnLoan(let id, let count):
            Bilingual(ru: "Книгу №\(id) нельзя удалить: выдано экземпляров — \(count). Сначала оформите возврат.",
                      en: "Title #\(id) cannot be deleted: \(count) of its copies are on loan. Return them first.")
        case .loanStatusSetByEditing(let inventory):
            Bilingual(ru: "Состояние «выдан» у экземпляра \(inventory) меняется только выдачей и возвратом.",
                      en: "Copy \(inventory) goes on and off loan only by lending and returning it.")
        }
    }
}
