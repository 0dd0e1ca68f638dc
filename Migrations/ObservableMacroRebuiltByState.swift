import MigrationKit

extension ObservableScan {
  /// `@StateObject var m = Model()` (or `_m = StateObject(wrappedValue: Model())`) becoming
  /// `@State`: `@State` evaluates its initial value on every init of the view and keeps the
  /// first, where `@StateObject` evaluated it once. Said where the run's initializer of the
  /// class does visible work, a call of a capitalised name (`WKWebView(…)`, `Task { … }`) or
  /// of a method (`load()`, `setUpTheming()` of a protocol's extension), or a subscription
  /// through another object (`NotificationCenter.default.publisher(for:).sink { … }`,
  /// `Timer.scheduledTimer(…)`, work scheduled by `DispatchQueue.main.asyncAfter(…)`, named
  /// before a method the init also calls), which then runs
  /// again on every update of the parent; a class built by assignments alone costs an
  /// allocation, and nothing is said. Also where
  /// `@StateObject var m: Model` is set by the memberwise init (`isInjected`): a caller's
  /// `View(m: Model(…))` then runs that work again.
  ///
  /// The scan (in the index pass) records what the value builds; the initializers are asked
  /// of the run's index when the file's findings are made: the class is seldom declared in
  /// the view's file (`@StateObject var model = RuleListModel()` in RuleList.swift, its init
  /// in Models.swift), and the index pass knows the file's own declarations only.
  struct RebuiltByState {
    struct Built {
      var type: String
      /// After a `??` (`controller ?? BrowserController()`): built only when the value
      /// before it is nil.
      var isFallback: Bool
    }

    var property: String
    var view: String
    var built: [Built]
    /// The platforms no `#if` around the value rules out: an initializer only other
    /// platforms compile (`#if os(iOS)` around it, `#if os(macOS)` around the view) is never
    /// the one the value calls.
    var platforms: [Platform] = Platform.allCases
    /// Set by the memberwise init (`@StateObject var m: Model`): `@StateObject`'s parameter
    /// there was an autoclosure, evaluated once; `@State`'s is evaluated on every init, so a
    /// caller's `View(m: Model(…))` builds a Model each time and `@State` keeps the first.
    var isInjected = false

    /// The note, when one of the run's initializers of a built type does work.
    func note(in index: SemanticIndex) -> String? {
      for built in built {
        let initializers = index.initializers(of: built.type).filter { initializer in
          initializer.ifConfigPlatforms.contains(where: platforms.contains)
        }
        // A call in a closure (`.sink { _ in Task { … } }`) runs when the closure does.
        let work = initializers.lazy.flatMap(\.forwards).first { call in
          guard !call.isDeferred, !call.callee.hasSuffix("init"),
            !Self.cheapValues.contains(call.callee), !Self.cheapFunctions.contains(call.callee)
          else {
            return false
          }
          let kind = index.type(named: call.callee)?.kind
          return kind != .struct && kind != .enum
        }
        // Subscribing through another object is work too: every discarded copy subscribes.
        // It is named before a call of a method (a key helper), not before something built
        // (`Task { … }`, `WKWebView(…)`), which a discarded copy leaves running.
        let subscription = initializers.lazy.flatMap(\.subscriptions).first
        let builds = work?.callee.first?.isUppercase == true
        let namesSubscription = subscription != nil && !builds
        let what: String
        // Work handed to a dispatch queue is scheduled, not subscribed to.
        let schedules = subscription.map { $0.hasSuffix(".async") || $0.hasSuffix(".asyncAfter") }
        let verb = schedules == true ? "schedules work through" : "subscribes through"
        if namesSubscription, let subscription {
          what = "\(verb) \(subscription)(…)"
        } else if let work {
          what = "calls \(work.callee)(…)"
        } else {
          continue
        }
        if isInjected {
          return "@State keeps the first \(property) passed to \(view)'s init but evaluates the "
            + "argument every time, where @StateObject took it as an autoclosure and evaluated it "
            + "once: a caller that passes \(view)(\(property): \(built.type)(…)) now builds a "
            + "\(built.type) each time it builds \(view), and \(built.type)'s init, which \(what), "
            + "runs again whenever that caller updates. If that work matters, build "
            + "\(built.type) once in the caller (in its @State) and pass it in, or move the work "
            + "to .task"
        }
        return note(
          built,
          what + ", runs again whenever the parent updates"
            + (namesSubscription
              ? ", and each copy thrown away " + (schedules == true ? "schedules it" : "subscribes")
                + " too" : ""))
      }
      return nil
    }

    private func note(_ built: Built, _ work: String) -> String {
      "@State evaluates \(property)'s initial value on every init of \(view) and keeps the "
        + "first, where @StateObject evaluated it once: \(built.type)'s init, which \(work)"
        + (built.isFallback ? " (when the value before ?? is nil)" : "") + ". If that work "
        + "matters, build \(built.type) in the parent and pass it in, or move the work to .task"
    }

    /// Values whose construction in an initializer is no work worth a note.
    private static let cheapValues: Set<String> = [
      "Array", "Bool", "CGFloat", "CGPoint", "CGRect", "CGSize", "Character", "Data", "Date",
      "DateComponents", "Decimal", "Dictionary", "Double", "Float", "IndexSet", "Int",
      "Published", "Set", "String", "URL", "UUID",
    ]

    /// The standard library's functions that an initializer calls for no work worth a note.
    private static let cheapFunctions: Set<String> = [
      "abs", "assert", "assertionFailure", "debugPrint", "dump", "fatalError", "max", "min",
      "precondition", "preconditionFailure", "print", "stride", "swap", "type", "zip",
    ]
  }
}
