/// The kind of a syntax node. Names follow swift-syntax where a construct has one.
public enum SyntaxKind: UInt8, Sendable, CaseIterable {
  case sourceFile
  /// Tokens the parser could not place, over a balanced range. Always comes with a diagnostic.
  case unknown

  // MARK: Declarations
  case importDecl
  case structDecl, classDecl, enumDecl, actorDecl, protocolDecl, extensionDecl
  case functionDecl, initializerDecl, deinitializerDecl, subscriptDecl
  /// `let`/`var` with one or more `patternBinding`s.
  case variableDecl
  case patternBinding
  case typealiasDecl, associatedtypeDecl
  /// `case a, b(Int)` in an enum, with `enumCaseElement` children.
  case enumCaseDecl, enumCaseElement
  case operatorDecl, precedenceGroupDecl, macroDecl
  /// `@name` with optional arguments `(…)`.
  case attribute
  /// `public`, `static`, `private(set)`, `nonisolated(unsafe)`, …
  case modifier
  case genericParameterClause, genericParameter, genericWhereClause, genericRequirement
  case inheritanceClause
  /// `{ members }` of a type or extension.
  case memberBlock
  /// `{ statements }` of a function, `if`, loop, `do`, accessor.
  case codeBlock
  /// `(parameters)` of a function, initializer, subscript or closure.
  case parameterClause
  case parameter
  /// `: Type` after a name.
  case typeAnnotation
  /// `= value` after a pattern, parameter or enum case.
  case initializerClause
  /// `-> Type`.
  case returnClause
  /// `async`, `throws`, `throws(E)`, `rethrows` after a signature.
  case effectSpecifiers
  /// `{ get set }` or `{ get { … } set { … } }` or a getter's statements.
  case accessorBlock
  case accessorDecl
  /// `#if … #elseif … #else … #endif` anywhere.
  case ifConfigDecl
  /// One `#if`/`#elseif`/`#else` arm with its condition and items.
  case ifConfigClause
  /// The tokens of a clause the compiler does not parse: a false version test
  /// (`#if compiler(>=7)`, `#if swift(<5)`), whose code may be newer or older Swift.
  case inactiveCode
  /// `#Preview { … }`, `#warning("…")` and other freestanding macros as declarations.
  case macroExpansionDecl

  // MARK: Statements
  case guardStmt, forStmt, whileStmt, repeatStmt, doStmt, catchClause, deferStmt
  case returnStmt, throwStmt, breakStmt, continueStmt, fallthroughStmt, discardStmt
  /// `label: statement`.
  case labeledStmt
  /// The comma-separated conditions of `if`, `guard`, `while`.
  case conditionList
  /// One condition: an expression, `let x = y`, `case .a(let b) = c`, `#available(…)`.
  case condition
  case switchCase
  /// `case a, b where c:` or `default:` of a switch case.
  case switchCaseLabel

  // MARK: Expressions
  /// A name used as an expression: `foo`, `self`, `Self`, `super`, `$0`, `_`.
  case declReferenceExpr
  /// `Swift::` before a name (SE-0491): the first child of the `declReferenceExpr`,
  /// `memberAccessExpr` (after the dot), `identifierType`, `memberType` or `attribute`
  /// whose name it qualifies.
  case moduleSelector
  /// `base.name` or, with no base, the implicit member `.name`.
  case memberAccessExpr
  /// `callee(arguments) { trailing } label: { … }`.
  case functionCallExpr
  /// `base[arguments]`.
  case subscriptCallExpr
  /// `(…)` of a call, `[…]` of a subscript, `(…)` of an attribute or macro.
  case argumentList
  /// `label: expression` or `expression` in an argument list, tuple, array or dictionary.
  case argument
  /// `label: { … }` after the first trailing closure.
  case labeledTrailingClosure
  case closureExpr
  /// `[captures] (params) async throws -> T in` of a closure.
  case closureSignature
  case captureList
  case integerLiteralExpr, floatLiteralExpr, stringLiteralExpr, regexLiteralExpr
  case booleanLiteralExpr, nilLiteralExpr
  case arrayExpr, dictionaryExpr
  /// `(a, b)` and `(a)`.
  case tupleExpr
  /// A flat run of operands and binary operators, `as`/`is` casts, assignments and
  /// ternaries, before precedence is applied (like swift-syntax's `SequenceExpr`).
  case sequenceExpr
  /// The `? middle :` of a ternary inside a `sequenceExpr`.
  case ternaryMiddle
  /// `as Type`, `as? Type`, `is Type` inside a `sequenceExpr`.
  case typeCastSuffix
  case prefixOperatorExpr, postfixOperatorExpr
  /// `x!`.
  case forceUnwrapExpr
  /// `x?` in `x?.y`.
  case optionalChainingExpr
  case tryExpr, awaitExpr
  /// `consume x`, `copy x`, `each x`, `repeat x`, `unsafe x`.
  case prefixKeywordExpr
  /// `&x`.
  case inOutExpr
  case keyPathExpr
  /// `Foo<Bar>` in an expression.
  case genericSpecializationExpr
  case ifExpr, switchExpr
  /// `#selector(…)`, `#available(…)`, `#file`, `#Preview` inside an expression.
  case macroExpansionExpr
  /// `base #if … .modifier() #endif`: conditional modifiers in a postfix chain.
  case postfixIfConfigExpr
  /// `let x`/`var x` used as a pattern (in `case let`, `for case`, closures).
  case bindingPatternExpr
  /// A type written where an expression goes (`[Int].self`, `Int?.none`).
  case typeExpr

  // MARK: Types
  /// `Name`, `Name<Args>`, `Base.Name`.
  case identifierType, memberType
  case genericArgumentClause
  case optionalType, implicitlyUnwrappedOptionalType
  case arrayType, dictionaryType
  /// `[3 of Int]`.
  case inlineArrayType
  case tupleType, tupleTypeElement
  case functionType
  /// `@escaping () -> T`, `inout T`, `sending T`, `borrowing T`.
  case attributedType
  /// `some P`, `any P`, `each T`, `repeat T`.
  case someOrAnyType
  case compositionType
  /// `T.Type`, `T.Protocol`.
  case metatypeType
  /// `~Copyable`.
  case suppressedType
  /// `T...` in a parameter.
  case packExpansionType
}
