import Foundation

/// What a run will do, worked out before anything is drawn: each form (or each record of one
/// form) with its sidecars and its output file, outputs checked for collisions.
public struct RunPlan: Sendable {
    /// One form to render (or validate) and where it goes.
    public struct Job: Sendable {
        /// The form file.
        public var form: URL
        /// The record filling it in (a mail merge), or nil.
        public var record: RecordSet.Record?
        /// The values sidecar beside the form (`NAME.values.json`, `NAME.answers.json`), used
        /// when no record and no values option is given.
        public var valuesSidecar: URL?
        /// The errors sidecar (`NAME.errors.json`).
        public var errorsSidecar: URL?
        /// The output file (nil for a run that writes none, such as validate).
        public var output: URL?
        /// How messages name this job: the form's path, or the record's source.
        public var name: String { record?.source ?? form.relativePath }
    }

    public var jobs: [Job]
    /// Notes about what the inputs held but the run leaves out (subfolders without `-r`,
    /// unreadable records).
    public var notes: [Diagnostic]

    /// The forms among `inputs` (files, or folders of `*.json` forms, sidecars left out;
    /// `recursive` descends into subfolders), each with its sidecars, writing
    /// `<outputFolder>/<name>.<type>` (in the same subfolder with `recursive`). Throws `FormsetterError.outputCollision` when two
    /// would write the same file (or one another's pages).
    public static func forms(_ inputs: [URL], recursive: Bool = false, outputFolder: URL?, type: OutputType?) throws -> RunPlan {
        // Each form with the subfolder its output goes to (`-r` mirrors the input's folders).
        var files: [(form: URL, subfolder: String)] = [], notes: [Diagnostic] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isFolder), isFolder.boolValue else {
                files.append((input, ""))
                continue
            }
            let (found, skipped) = formFiles(in: input, recursive: recursive)
            files += found
            if !skipped.isEmpty {
                notes.append(Diagnostic(.note, path: "", "\(input.relativePath): \(skipped.count) subfolder\(skipped.count == 1 ? "" : "s") skipped (\(skipped.prefix(3).joined(separator: ", "))\(skipped.count > 3 ? ", …" : "")); -r renders them too"))
            }
        }
        guard !files.isEmpty else {
            throw FormsetterError.badRunInput("no form files (*.json) in \(inputs.map(\.relativePath).joined(separator: ", "))")
        }
        let jobs = files.map { form, subfolder -> Job in
            let sidecars = FormatRegistry.sidecars(of: form)
            let output = outputFolder.flatMap { folder in
                type.map { folder.appendingPathComponent(subfolder + form.deletingPathExtension().lastPathComponent + "." + $0.rawValue) }
            }
            return Job(form: form, valuesSidecar: sidecars.values, errorsSidecar: sidecars.errors, output: output)
        }
        let plan = RunPlan(jobs: jobs, notes: notes)
        if let type { try plan.checkCollisions(type: type) }
        return plan
    }

    /// One job per record of `records` for `form`, named by `nameField` (the record's value for
    /// that field id) or by the record's own name; the form's errors sidecar applies to every record.
    public static func records(_ records: RecordSet, form: URL, nameField: String? = nil, outputFolder: URL?, type: OutputType?) throws -> RunPlan {
        let errors = FormatRegistry.sidecars(of: form).errors
        var notes = records.problems
        let jobs = try records.records.map { record -> Job in
            var name = record.name
            if let nameField {
                if let named = try RecordSet.outputName(record.values.read(), field: nameField) {
                    name = named
                } else {
                    notes.append(Diagnostic(.warning, path: "", "\(record.source): no value for \"\(nameField)\"; named \(record.name)"))
                }
            }
            let output = outputFolder.flatMap { folder in type.map { folder.appendingPathComponent(name + "." + $0.rawValue) } }
            return Job(form: form, record: record, errorsSidecar: errors, output: output)
        }
        guard !jobs.isEmpty else { throw FormsetterError.badRunInput("no records to render") }
        let plan = RunPlan(jobs: jobs, notes: notes)
        if let type { try plan.checkCollisions(type: type) }
        return plan
    }

    /// The jobs `shard` takes, in order.
    public func sharded(_ shard: Shard?) -> RunPlan {
        guard let shard else { return self }
        return RunPlan(jobs: shard.share(of: jobs), notes: notes)
    }

    /// Throws when two jobs would write the same file: the same name, or (PNG, SVG) one job's
    /// name being another's page (`a.png` has pages `a-1.png`, `a-2.png`, … so `a-1.json`
    /// would overwrite its first page). Names are compared as the file system may fold them:
    /// exactly, so `A.png` and `a.png` are two files here.
    public func checkCollisions(type: OutputType) throws {
        var owners: [String: Job] = [:]
        for job in jobs {
            guard let output = job.output else { continue }
            if let other = owners.updateValue(job, forKey: output.path) {
                throw FormsetterError.outputCollision(first: other.name, second: job.name, output: output.path)
            }
        }
        guard type != .pdf else { return }
        for job in jobs {
            guard let output = job.output else { continue }
            // Is this output a page of another job's (`stem-N.ext` with stem another job's)?
            let stem = output.deletingPathExtension().lastPathComponent
            guard let dash = stem.lastIndex(of: "-") else { continue }
            let number = stem[stem.index(after: dash)...]
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }), number.first != "0" else { continue }
            let pageOf = output.deletingLastPathComponent().appendingPathComponent(String(stem[..<dash]) + "." + type.rawValue)
            if let other = owners[pageOf.path] {
                throw FormsetterError.outputCollision(first: other.name, second: job.name, output: "\(output.path) (page \(number) of \(pageOf.lastPathComponent))")
            }
        }
    }

    /// The forms in `folder` with their subfolder below it (`""`, `"sub/"`), sorted by name,
    /// and the subfolders left out when not `recursive`.
    static func formFiles(in folder: URL, recursive: Bool, below prefix: String = "") -> (forms: [(URL, String)], skipped: [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        var forms: [(URL, String)] = [], skipped: [String] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if recursive { forms += formFiles(in: url, recursive: true, below: prefix + name + "/").forms } else { skipped.append(name) }
            } else if isForm(name) {
                forms.append((url, prefix))
            }
        }
        return (forms, skipped)
    }

    /// A form file: `*.json` that is no sidecar or companion, nor a snapshot's layout file.
    public static func isForm(_ name: String) -> Bool {
        name.hasSuffix(".json") && !FormatRegistry.isSidecar(name) && !name.hasSuffix(".layout.json")
    }
}
