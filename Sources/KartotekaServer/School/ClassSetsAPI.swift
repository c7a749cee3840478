import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/class-sets`: textbook sets handed to classes for the school year and taken back.
enum ClassSetsAPI {
    static let endpoints = [list, handOut, get, takeBack]

    static let list = Endpoint.api(
        Routes.ClassSets.list, .permission(.browseReaders),
        Operation("Textbook sets handed to classes, newest first, each with who still holds its copies.", tag: .readers),
        answer: .list(ClassSetResource.schema, "The sets.")
    ) { context in
        try context.store.classSets(schoolClass: try context.query(Routes.ClassSets.setClass)).map(ClassSetResource.init)
    }

    static let handOut = Endpoint.api(
        Routes.ClassSets.handOut, .permission(.circulate),
        Operation("Hand a textbook set to a class: a copy on the shelf to each pupil, or as many to a teacher.",
                  tag: .readers, errors: [404, 409, 422],
                  description: "Each copy is a loan under the loan rules (the textbook rule may lend until the end of the school year); "
                    + "a class without pupils (`class_empty`), too few copies on the shelf (`not_enough_copies`) or a refused loan "
                    + "(a blocked pupil) refuses the whole set, and nothing of it is kept."),
        body: JSONBody(ClassSetInput.schema),
        answer: .created(ClassSetResource.schema, "The set.") { Routes.ClassSets.get.path(ClassSetID($0.id)) }
    ) { context, input in
        ClassSetResource(try context.run(HandOutClassSet(input.request())))
    }

    static let get = Endpoint.api(
        Routes.ClassSets.get, .permission(.browseReaders),
        Operation("A textbook set with each copy and who holds it.", tag: .readers),
        answer: .ok(ClassSetResource.schema, "The set.")
    ) { context in
        ClassSetResource(try context.store.classSet(context.path(PathParameters.classSetID)))
    }

    static let takeBack = Endpoint.api(
        Routes.ClassSets.takeBack, .permission(.circulate),
        Operation("Take back copies of a set: all of them, or none when one is not out in the set.",
                  tag: .readers, errors: [409, 422],
                  description: "A copy is also taken back by an ordinary return; a pupil who lost one has the loss recorded on "
                    + "the copy (`POST /api/v1/copies/{inventory}/loss`)."),
        body: JSONBody(ClassSetReturnInput.schema),
        answer: .ok(ClassSetResource.schema, "The set after.")
    ) { context, input in
        ClassSetResource(try context.run(TakeBackClassSet(input.inventoryNumbers(), of: context.path(PathParameters.classSetID))))
    }
}
