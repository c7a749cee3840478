/// Why something about branches, or a copy's travel between them, cannot be done.
public enum BranchError: KartotekaError, Equatable {
    /// No branch has this code.
    case branchNotFound(BranchCode)
    /// Another branch has this code.
    case codeTaken(BranchCode)
    /// The main branch cannot be removed.
    case mainBranchStays(BranchCode)
    /// Copies, desks or loans still belong to the branch.
    case branchInUse(BranchCode)
    /// The copy is on loan, lost or written off, so it cannot be sent.
    case copyCannotTravel(InventoryNumber, CopyStatus)
    /// The copy is already at that branch.
    case copyAlreadyThere(InventoryNumber, BranchCode)
    /// The copy is on its way somewhere already.
    case copyAlreadyTravelling(InventoryNumber, to: BranchCode)
    /// The copy is not on its way anywhere, so there is nothing to receive.
    case copyNotTravelling(InventoryNumber)
    /// The copy is on its way to another branch than the one receiving it.
    case copyGoesElsewhere(InventoryNumber, to: BranchCode)

    public var code: String {
        switch self {
        case .branchNotFound: "branch_not_found"
        case .codeTaken: "branch_code_taken"
        case .mainBranchStays: "main_branch_stays"
        case .branchInUse: "branch_in_use"
        case .copyCannotTravel: "copy_cannot_travel"
        case .copyAlreadyThere: "copy_already_there"
        case .copyAlreadyTravelling: "copy_already_travelling"
        case .copyNotTravelling: "copy_not_travelling"
        case .copyGoesElsewhere: "copy_goes_elsewhere"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .branchNotFound: .notFound
        default: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .branchNotFound(let code):
            Bilingual(ru: "Филиала с кодом \(code) нет. Список филиалов — на странице «Филиалы» или kartoteka branch list.",
                      en: "No branch has the code \(code). The branches are listed on the Branches page or by kartoteka branch list.")
        case .codeTaken(let code):
            Bilingual(ru: "Код \(code) уже у другого филиала. Выберите другой код.", en: "Another branch has the code \(code). Choose another code.")
        case .mainBranchStays(let code):
            Bilingual(ru: "Филиал \(code) — основной, его нельзя удалить.", en: "\(code) is the main branch and cannot be removed.")
        case .branchInUse(let code):
            Bilingual(ru: "У филиала \(code) есть экземпляры, выдачи или сотрудники. Сначала передайте их другому филиалу.",
                      en: "Copies, loans or staff still belong to the branch \(code). Move them to another branch first.")
        case .copyCannotTravel(let inventory, let status):
            Bilingual(ru: "Экземпляр \(inventory) нельзя отправить: он \(status.name.russian).",
                      en: "Copy \(inventory) cannot be sent: it is \(status.name.english).")
        case .copyAlreadyThere(let inventory, let code):
            Bilingual(ru: "Экземпляр \(inventory) уже в филиале \(code).", en: "Copy \(inventory) is at the branch \(code) already.")
        case .copyAlreadyTravelling(let inventory, let code):
            Bilingual(ru: "Экземпляр \(inventory) уже в пути в филиал \(code). Сначала примите его там.",
                      en: "Copy \(inventory) is on its way to the branch \(code) already. Receive it there first.")
        case .copyNotTravelling(let inventory):
            Bilingual(ru: "Экземпляр \(inventory) никуда не отправлен — принимать нечего.",
                      en: "Copy \(inventory) is not on its way anywhere, so there is nothing to receive.")
        case .copyGoesElsewhere(let inventory, let code):
            Bilingual(ru: "Экземпляр \(inventory) едет в филиал \(code), а не сюда. Отправьте его туда.",
                      en: "Copy \(inventory) is on its way to the branch \(code), not here. Send it on there.")
        }
    }
}
