import Foundation
import KartotekaCore
import KartotekaWire

extension StocktakeInput {
    /// The input for a scope.
    public init(_ scope: StocktakeScope) {
        self.init(branch: scope.branch?.rawValue, storagePlace: scope.storagePlace, inventoryFrom: scope.inventoryFrom?.rawValue,
                  inventoryTo: scope.inventoryTo?.rawValue)
    }
}

extension StocktakeInput {
    /// The scope, checked: a code and numbers that are such, a range the right way round; every problem at once.
    public func validated() throws(ValidationError) -> StocktakeScope {
        var problems = ProblemCollector()
        func key<Key: NaturalKey>(_ text: String?, _ field: String, as: Key.Type) -> Key? {
            guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return problems.parse(field) { try Key(validating: text) }
        }
        let scope = StocktakeScope(branch: key(branch, "branch", as: BranchCode.self), storagePlace: storagePlace,
                                   inventoryFrom: key(inventoryFrom, "inventoryFrom", as: InventoryNumber.self),
                                   inventoryTo: key(inventoryTo, "inventoryTo", as: InventoryNumber.self))
        try problems.throwIfAny()
        return try scope.validated()
    }
}
