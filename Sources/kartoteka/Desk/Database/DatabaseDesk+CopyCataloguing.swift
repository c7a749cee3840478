import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaUseCases
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: CopyCataloguingDesk {
    func copyCataloguingTargets() throws -> [CopyCataloguingTargetResource] {
        try store.copyCataloguingTargets().map(CopyCataloguingTargetResource.init)
    }

    func copyCataloguingTarget(named name: String) throws -> CopyCataloguingTargetResource {
        CopyCataloguingTargetResource(try store.copyCataloguingTarget(named: name))
    }

    func addCopyCataloguingTarget(_ input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetResource {
        CopyCataloguingTargetResource(try run(AddCopyCataloguingTarget(input.draft)))
    }

    func updateCopyCataloguingTarget(named name: String, with input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetResource {
        CopyCataloguingTargetResource(try run(ChangeCopyCataloguingTarget(.name(name), to: input.draft)))
    }

    func deleteCopyCataloguingTarget(named name: String) throws {
        _ = try run(DeleteCopyCataloguingTarget(.name(name)))
    }

    func searchCopyCataloguing(_ query: CopyCataloguingQuery, targets: [String]) throws -> CopyCataloguingSearchResult {
        let found = try run(SearchCopyCataloguing(query, on: targets, with: configuration.copyCataloguingClient()))
        return CopyCataloguingSearchResult(found.result, language: language, authorSignStyle: found.authorSignStyle)
    }

    func copyCataloguingRecord(_ id: String, target: String) throws -> CopyCataloguingCandidateResource {
        let fetched = try run(FetchCopyCataloguingRecord(id, atTargetNamed: target, with: configuration.copyCataloguingClient()))
        return CopyCataloguingCandidateResource(fetched.candidate, authorSignStyle: fetched.authorSignStyle)
    }
}
