import Foundation

extension KartotekaClient {
    /// The textbook sets handed to a class (every class when `nil`), newest first.
    public func classSets(schoolClass: SchoolClass? = nil) async throws(KartotekaClientError) -> [ClassSetResource] {
        try await send(Routes.ClassSets.list, query: [Routes.ClassSets.setClass.item(schoolClass)])
    }

    /// One set with each copy and who holds it.
    public func classSet(_ id: Int64) async throws(KartotekaClientError) -> ClassSetResource {
        try await send(Routes.ClassSets.get, ClassSetID(id))
    }

    /// Hands a textbook set to a class: a copy to each pupil, or as many to a teacher.
    public func handOutClassSet(_ input: ClassSetInput) async throws(KartotekaClientError) -> ClassSetResource {
        try await send(Routes.ClassSets.handOut, body: .json(input))
    }

    /// Takes back copies of a set: all of them, or none.
    public func takeBackClassSet(_ id: Int64, copies: [InventoryNumber]) async throws(KartotekaClientError) -> ClassSetResource {
        try await send(Routes.ClassSets.takeBack, ClassSetID(id), body: .json(ClassSetReturnInput(copies: copies.map(\.rawValue))))
    }
}
