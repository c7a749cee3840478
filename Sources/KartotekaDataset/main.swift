import Foundation

/// `kartoteka-dataset`: the benchmark's dataset generator and a parse-only ISO 2709 reader.
let usage = """
    kartoteka-dataset — the benchmark dataset (version \(DatasetConfiguration.version))

    kartoteka-dataset generate [--out DIR] [--seed N] [--titles N] [--copies N] [--readers N] [--loans N]
                               [--today YYYY-MM-DD] [--formats text,iso]
        Writes DIR/catalogue.{txt,iso} (IRBIS IBIS records, a 910 per copy), DIR/readers.{txt,iso}
        (IRBIS RDR records, a 40 per loan, open and returned), DIR/search-terms.txt,
        DIR/catalog-prefixes.txt and DIR/manifest.json. Defaults: 400,000 titles, 1,000,000 copies,
        100,000 readers, 300,000 loans, into .build/bench-data/v\(DatasetConfiguration.version). Same seed, same files.

    kartoteka-dataset parse-iso FILE [--encoding windows-1251|utf-8]
        Parses ISO 2709 with KartotekaCore's ISO2709Reader, keeps nothing, prints counts and time as JSON.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "generate":
        try DatasetGenerator(configuration: DatasetConfiguration(arguments: Array(arguments.dropFirst()))).run()
    case "parse-iso":
        try ParseISOCommand.run(Array(arguments.dropFirst()))
    case "--version":
        print(DatasetConfiguration.version)
    case "--help", "-h", nil:
        print(usage)
    default:
        throw DatasetError.usage("unknown command \(arguments[0])\n\n\(usage)")
    }
} catch let error as DatasetError {
    log("error: \(error)")
    exit(64)
} catch {
    log("error: \(error)")
    exit(1)
}
