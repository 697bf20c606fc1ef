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
        /// The output's name without extension: the form's or the record's (outline entries of a
        /// merged PDF use it too).
        public var stem: String
        /// The output file (nil for a run that writes none, such as validate).
        public var output: URL? {
            get { outputFolder?.appendingPathComponent(outputName) }
            set {
                outputFolder = newValue?.deletingLastPathComponent()
                outputName = newValue?.lastPathComponent ?? ""
            }
        }
        /// The output's folder, one URL every job shares, and its path there: a URL of each
        /// output kept for every record of a run would be 220 bytes a record.
        private var outputFolder: URL?
        private var outputName: String
        /// Value keys that name no field but are accounted for, so not warned of in each job:
        /// the `--name-field` column, columns already reported once for the run.
        public var keysAside: Set<String> = []
        /// How messages name this job: the form's path, or the record's source.
        public var name: String { record?.source ?? form.relativePath }

        init(form: URL, record: RecordSet.Record? = nil, valuesSidecar: URL? = nil, errorsSidecar: URL?, stem: String,
             outputFolder: URL?, outputName: String, keysAside: Set<String> = []) {
            self.form = form; self.record = record; self.valuesSidecar = valuesSidecar; self.errorsSidecar = errorsSidecar
            self.stem = stem; self.outputFolder = outputFolder; self.outputName = outputName; self.keysAside = keysAside
        }
    }

    /// A records CSV's header: the file's name and the ids its columns name.
    public struct RecordColumns: Sendable {
        public var source: String
        public var ids: [String]
        /// The form the records fill in (checked against the header even when a shard takes no record).
        public var form: URL?
    }

    public var jobs: Jobs
    /// Notes about what the inputs held but the run leaves out (subfolders without `-r`,
    /// unreadable records).
    public var notes: [Diagnostic]
    /// The field id naming each record's output (`--name-field`), or nil.
    public var nameField: String?
    /// The header of the records CSV, or nil (forms, JSON Lines, a folder).
    public var recordColumns: RecordColumns?

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
                let how = recursive ? "links to folders are not followed" : "-r renders them too"
                notes.append(Diagnostic(.note, path: "", "\(input.relativePath): \(skipped.count) subfolder\(skipped.count == 1 ? "" : "s") skipped (\(skipped.prefix(3).joined(separator: ", "))\(skipped.count > 3 ? ", …" : "")); \(how)"))
            }
        }
        guard !files.isEmpty else {
            throw FormsetterError.badRunInput("no form files (*.json) in \(inputs.map(\.relativePath).joined(separator: ", "))")
        }
        // In path order whatever order the arguments came in (a shell's glob order depends on
        // its locale), so every machine of a sharded run sees one list.
        files.sort { $0.form.path < $1.form.path }
        let jobs = files.map { form, subfolder -> Job in
            let sidecars = FormatRegistry.sidecars(of: form)
            let stem = form.deletingPathExtension().lastPathComponent
            return Job(form: form, valuesSidecar: sidecars.values, errorsSidecar: sidecars.errors, stem: stem,
                       outputFolder: type == nil ? nil : outputFolder, outputName: subfolder + stem + "." + (type?.rawValue ?? ""))
        }
        let plan = RunPlan(jobs: Jobs(jobs), notes: notes)
        if let type { try plan.checkCollisions(type: type) }
        return plan
    }

    /// One job per record of `records` for `form`, named by `nameField` (the record's value for
    /// that field id) or by the record's own name; the form's errors sidecar applies to every record.
    /// `records` read from a file for a shard holds that shard's records only; their outputs are
    /// still checked against every record's (`RecordSet.names`).
    public static func records(_ records: RecordSet, form: URL, nameField: String? = nil, outputFolder: URL?, type: OutputType?) throws -> RunPlan {
        let errors = FormatRegistry.sidecars(of: form).errors
        var notes = records.problems
        // A file read with this name field named its records as it read them.
        let namedWhileRead = nameField != nil && records.nameField == nameField
        // One set for every job, not a copy each.
        let keysAside = Set(nameField.map { [$0] } ?? [])
        // Names are kept apart only when they were not read with the records (a folder's).
        var stems: [String]? = namedWhileRead || nameField == nil ? nil : []
        for record in records.records {
            var name = record.name
            // An unreadable record keeps its own name; its job fails saying why.
            if let nameField, record.values.isReadable {
                if let named = try namedWhileRead ? record.outputName : RecordSet.outputName(record.values.read(), field: nameField) {
                    name = named
                } else {
                    notes.append(Diagnostic(.warning, path: "", "\(record.source): no value for \"\(nameField)\"; named \(record.name)"))
                }
            }
            stems?.append(name)
        }
        let jobs = Jobs(RecordJobs(records: records.records, stems: stems, form: form, errors: errors, outputFolder: outputFolder,
                                   type: type, keysAside: keysAside))
        guard records.count > 0 else { throw FormsetterError.badRunInput("no records to render") }
        var plan = RunPlan(jobs: jobs, notes: notes, nameField: nameField)
        plan.recordColumns = records.columns.map { RecordColumns(source: records.source, ids: $0, form: form) }
        if let type {
            if namedWhileRead, let outputFolder {
                try checkCollisions(of: records, in: outputFolder, type: type)
            } else {
                try plan.checkCollisions(type: type)
            }
        }
        return plan
    }

    /// The jobs `shard` takes, in order: a record's by its place in the run (a set read for the
    /// shard holds its records only), a form's by its place in the plan.
    public func sharded(_ shard: Shard?) -> RunPlan {
        guard let shard else { return self }
        var share = self
        share.jobs = jobs.taken(by: shard)
        return share
    }

    /// Throws when two jobs would write the same file: the same name, or (PNG, SVG) one job's
    /// name being another's page (`a.png` has pages `a-1.png`, `a-2.png`, … so `a-1.json`
    /// would overwrite its first page). Names are compared as a case-insensitive file system
    /// (macOS volumes, vfat, CIFS) compares them: `Ola.png` and `ola.png` clash too.
    public func checkCollisions(type: OutputType) throws {
        var owners: [String: Job] = [:]
        for job in jobs {
            guard let output = job.output else { continue }
            if let other = owners.updateValue(job, forKey: Self.folded(output)) {
                throw FormsetterError.outputCollision(first: other.name, second: job.name, output: output.path)
            }
        }
        guard type != .pdf else { return }
        for job in jobs {
            guard let output = job.output, let page = OutputFiles.page(of: output.lastPathComponent) else { continue }
            if let other = owners[Self.folded(output.deletingLastPathComponent().appendingPathComponent(page.output))] {
                throw FormsetterError.outputCollision(first: other.name, second: job.name, output: "\(output.path) (page \(page.number) of \(page.output))")
            }
        }
    }

    /// `checkCollisions(type:)` for every record of `records` by the output name it was read
    /// with, every shard's, whether or not a job of this plan writes it: all go into `folder`,
    /// so file names are compared, one entry per record (a million records stay tens of MB).
    static func checkCollisions(of records: RecordSet, in folder: URL, type: OutputType) throws {
        func file(_ name: RecordSet.OutputName) -> String { (name.name ?? "line\(name.line)") + "." + type.rawValue }
        func source(_ name: RecordSet.OutputName) -> String { "\(records.source) line \(name.line)" }
        var owners: [String: Int] = [:]
        owners.reserveCapacity(records.names.count)
        for (index, name) in records.names.enumerated() {
            if let other = owners.updateValue(index, forKey: folded(file(name))) {
                throw FormsetterError.outputCollision(first: source(records.names[other]), second: source(name), output: folder.appendingPathComponent(file(name)).path)
            }
        }
        guard type != .pdf else { return }
        for name in records.names {
            guard let page = OutputFiles.page(of: file(name)), let other = owners[folded(page.output)] else { continue }
            throw FormsetterError.outputCollision(first: source(records.names[other]), second: source(name),
                                                  output: "\(folder.appendingPathComponent(file(name)).path) (page \(page.number) of \(page.output))")
        }
    }

    /// A file name as a case-insensitive file system compares it (ASCII is its own composed form).
    private static func folded(_ name: String) -> String {
        name.utf8.allSatisfy { $0 < 0x80 } ? name.lowercased() : name.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Throws when the merged PDF `file` is one of the jobs' outputs.
    public func checkCollisions(merging file: URL) throws {
        for job in jobs {
            guard let output = job.output, Self.folded(output) == Self.folded(file) else { continue }
            throw FormsetterError.outputCollision(first: job.name, second: "the merged PDF", output: file.path)
        }
    }

    /// Adds what the jobs read (forms, sidecars) and write to `roles`, so an output that is an
    /// input or another output is refused before anything is drawn.
    public func addFiles(to roles: inout FileRoles) {
        var read: Set<URL> = []
        for job in jobs {
            for (url, name) in [(job.form, "the form"), (job.valuesSidecar, "the values sidecar"), (job.errorsSidecar, "the errors sidecar")] {
                if let url, read.insert(url).inserted { roles.reads(url, as: name) }
            }
        }
        roles.writes(outputsOf: self)
    }

    private static func folded(_ url: URL) -> String {
        url.standardizedFileURL.path.precomposedStringWithCanonicalMapping.lowercased()
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
                // A link to a folder is never followed: `loop -> .` would recurse without end.
                let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
                if recursive, !linked {
                    let inner = formFiles(in: url, recursive: true, below: prefix + name + "/")
                    forms += inner.forms
                    skipped += inner.skipped.map { name + "/" + $0 }
                } else {
                    skipped.append(name)
                }
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
