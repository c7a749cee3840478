import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

extension ServerDesk: ClassSetDesk {
    func handOutClassSet(_ request: ClassSetRequest) throws -> ClassSetResource {
        let input = ClassSetInput(titleId: request.titleID.rawValue, schoolClass: request.schoolClass.text, teacher: request.teacher?.rawValue,
                                  count: request.count)
        return try call { try await $0.handOutClassSet(input) }
    }

    func classSets(schoolClass: SchoolClass?) throws -> [ClassSetResource] {
        try call { try await $0.classSets(schoolClass: schoolClass) }
    }

    func classSet(_ id: ClassSetID) throws -> ClassSetResource {
        let number = id.rawValue
        return try call { try await $0.classSet(number) }
    }

    func takeBackClassSet(_ id: ClassSetID, copies: [InventoryNumber]) throws -> ClassSetResource {
        let number = id.rawValue
        return try call { try await $0.takeBackClassSet(number, copies: copies) }
    }
}
