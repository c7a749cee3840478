import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: ClassSetDesk {
    func handOutClassSet(_ request: ClassSetRequest) throws -> ClassSetResource {
        ClassSetResource(try run(HandOutClassSet(request)), language: language)
    }

    func classSets(schoolClass: SchoolClass?) throws -> [ClassSetResource] {
        try store.classSets(schoolClass: schoolClass).map { ClassSetResource($0) }
    }

    func classSet(_ id: ClassSetID) throws -> ClassSetResource {
        ClassSetResource(try store.classSet(id))
    }

    func takeBackClassSet(_ id: ClassSetID, copies: [InventoryNumber]) throws -> ClassSetResource {
        ClassSetResource(try run(TakeBackClassSet(copies, of: id)))
    }
}
