import KartotekaCore
import KartotekaWire

extension DatabaseDesk: ClassSetDesk {
    func handOutClassSet(_ request: ClassSetRequest) throws -> ClassSetResource {
        ClassSetResource(try store.handOutClassSet(request, at: nil, by: nil))
    }

    func classSets(schoolClass: SchoolClass?) throws -> [ClassSetResource] {
        try store.classSets(schoolClass: schoolClass).map(ClassSetResource.init)
    }

    func classSet(_ id: ClassSetID) throws -> ClassSetResource {
        ClassSetResource(try store.classSet(id))
    }

    func takeBackClassSet(_ id: ClassSetID, copies: [InventoryNumber]) throws -> ClassSetResource {
        ClassSetResource(try store.takeBackClassSet(id, copies: copies, at: nil, by: nil))
    }
}
