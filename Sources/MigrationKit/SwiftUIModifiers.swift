/// SwiftUI's own modifiers: the methods SwiftUI declares on `View` (and on `Text`, `Image`
/// and `Shape`, which view code chains the same way), by name. A migration that meets a
/// modifier the run does not declare asks this list before it calls the modifier "declared
/// outside this run": `.alignmentGuide(…)` or `.widgetAccentable()` is SwiftUI's, whose
/// effect the migration may not model, not some other package's. Any `accessibility…` name
/// counts (SwiftUI declares several dozen), see `contains(_:)`.
///
/// Names only: a project can declare a modifier of the same name (its own `cornerRadius(_:
/// corners:)`), so a migration asks the run's declarations first and this list for what
/// they do not declare.
public enum SwiftUIModifiers {
  /// Whether `name` is one of SwiftUI's modifiers: in `names`, or an `accessibility…` one.
  public static func contains(_ name: String) -> Bool {
    names.contains(name) || name.hasPrefix("accessibility")
  }

  /// Whether `name` is one of SwiftUI's control and container styles (`.textFieldStyle`,
  /// `.toggleStyle`, `.listStyle`, …): a modifier that only writes the style into the
  /// environment for the controls inside it, adding no layout of its own. A control under a
  /// fixed `.frame(width:)` keeps that width whatever style reaches it.
  public static func isControlStyle(_ name: String) -> Bool {
    controlStyles.contains(name)
  }

  static let controlStyles: Set<String> = [
    "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "datePickerStyle",
    "progressViewStyle", "gaugeStyle", "menuStyle", "listStyle", "formStyle", "tableStyle",
    "groupBoxStyle", "disclosureGroupStyle", "controlGroupStyle", "labeledContentStyle",
    "textFieldStyle", "textEditorStyle", "tabViewStyle", "indexViewStyle", "navigationViewStyle",
    "navigationSplitViewStyle",
  ]

  public static let names: Set<String> = layout.union(text).union(appearance).union(effects)
    .union(interaction).union(lifecycle).union(presentation).union(navigation).union(styles)
    .union(scrolling).union(lists).union(widgets).union(previews).union(shapesAndImages)

  static let layout: Set<String> = [
    "frame", "fixedSize", "layoutPriority", "padding", "safeAreaPadding", "position", "offset",
    "alignmentGuide", "aspectRatio", "scaledToFit", "scaledToFill", "containerRelativeFrame",
    "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaInset", "safeAreaBar", "coordinateSpace",
    "zIndex", "layoutValue", "gridCellColumns", "gridCellAnchor", "gridCellUnsizedAxes",
    "gridColumnAlignment", "overlay", "background", "backgroundStyle", "border", "mask",
    "clipped", "clipShape", "cornerRadius", "containerShape", "contentShape", "contentMargins",
    "scenePadding", "layoutDirectionBehavior", "containerValue", "geometryGroup",
    "onGeometryChange", "safeAreaInsets",
  ]

  static let text: Set<String> = [
    "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "underline",
    "strikethrough", "monospaced", "monospacedDigit", "kerning", "tracking", "baselineOffset",
    "textCase", "lineLimit", "lineSpacing", "multilineTextAlignment", "truncationMode",
    "minimumScaleFactor", "allowsTightening", "flipsForRightToLeftLayoutDirection",
    "textSelection", "textContentType", "keyboardType", "autocapitalization",
    "textInputAutocapitalization", "disableAutocorrection", "autocorrectionDisabled",
    "submitLabel", "submitScope", "onSubmit", "textFieldStyle", "textEditorStyle",
    "dynamicTypeSize", "privacySensitive", "redacted", "unredacted", "typesettingLanguage",
    "speechAdjustedPitch", "speechAlwaysIncludesPunctuation", "speechAnnouncementsQueued",
    "speechSpellsOutCharacters", "findNavigator", "findDisabled", "replaceDisabled",
    "textScale", "writingToolsBehavior", "customAttribute", "textRenderer",
    "lineHeight", "searchFocused",
  ]

  static let appearance: Set<String> = [
    "foregroundColor", "foregroundStyle", "tint", "accentColor", "preferredColorScheme",
    "colorScheme", "colorMultiply", "colorInvert", "brightness", "contrast", "saturation",
    "grayscale", "hueRotation", "luminanceToAlpha", "opacity", "blendMode", "blur", "shadow",
    "compositingGroup", "drawingGroup", "symbolRenderingMode", "symbolVariant", "imageScale",
    "materialActiveAppearance", "glassEffect", "glassEffectID", "glassEffectUnion",
    "glassEffectTransition", "backgroundExtensionEffect", "controlSize", "labelsHidden",
    "allowedDynamicRange", "environment", "environmentObject", "transformEnvironment",
    "defaultHoverEffect", "hoverEffect", "hoverEffectDisabled", "hoverEffectGroup",
    "preferredSurroundingsEffect", "listItemTint", "buttonBorderShape", "badge",
    "badgeProminence", "headerProminence", "horizontalRadioGroupLayout",
    "defaultWheelPickerItemHeight",
  ]

  static let effects: Set<String> = [
    "scaleEffect", "rotationEffect", "rotation3DEffect", "transformEffect", "projectionEffect",
    "matchedGeometryEffect", "matchedTransitionSource", "navigationTransition", "transition",
    "animation", "transaction", "phaseAnimator", "keyframeAnimator", "contentTransition",
    "visualEffect", "colorEffect", "distortionEffect", "layerEffect", "symbolEffect",
    "symbolEffectsRemoved", "scrollTransition",
  ]

  static let interaction: Set<String> = [
    "onTapGesture", "onLongPressGesture", "onLongTouchGesture", "gesture", "simultaneousGesture",
    "highPriorityGesture", "onHover", "onContinuousHover", "defersSystemGestures",
    "allowsHitTesting", "disabled", "hidden", "focusable", "focused", "focusedValue",
    "focusedSceneValue",
    "focusedObject", "focusedSceneObject", "focusSection", "focusScope", "prefersDefaultFocus",
    "defaultFocus", "focusEffectDisabled", "onMoveCommand", "onExitCommand",
    "onPlayPauseCommand", "onCommand", "onDeleteCommand", "onCopyCommand", "onCutCommand",
    "onPasteCommand", "keyboardShortcut", "onKeyPress", "onDrag", "onDrop", "draggable",
    "dropDestination", "onModifierKeysChanged", "sensoryFeedback", "contextMenu",
    "digitalCrownRotation", "digitalCrownAccessory", "handlesExternalEvents", "pointerStyle",
    "pointerVisibility", "handGestureShortcut", "onPencilDoubleTap", "onPencilSqueeze",
    "allowsWindowActivationEvents", "help", "copyable", "cuttable", "pasteDestination",
    "exportableToServices", "importableFromServices", "springLoadingBehavior", "itemProvider",
    "selectionDisabled", "deleteDisabled", "moveDisabled", "onDelete", "onMove", "onInsert",
    "swipeActions", "refreshable", "searchable", "searchSuggestions", "searchScopes",
    "searchCompletion", "searchPresentationToolbarBehavior", "searchDictationBehavior",
    "searchToolbarBehavior", "buttonRepeatBehavior", "menuActionDismissBehavior",
  ]

  static let lifecycle: Set<String> = [
    "onAppear", "onDisappear", "onChange", "onReceive", "task", "onOpenURL",
    "onContinueUserActivity", "userActivity", "onPreferenceChange", "preference",
    "transformPreference", "anchorPreference", "transformAnchorPreference",
    "backgroundPreferenceValue", "overlayPreferenceValue", "modelContainer", "modelContext",
    "id", "tag", "equatable", "onScrollGeometryChange", "onScrollPhaseChange",
    "onScrollVisibilityChange", "onScrollTargetVisibilityChange", "invalidatableContent",
    "onSubmit",
  ]

  static let presentation: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet",
    "fileImporter", "fileExporter", "fileMover", "fileDialogMessage", "fileDialogConfirmationLabel",
    "fileDialogDefaultDirectory", "presentationDetents", "presentationDragIndicator",
    "presentationBackground", "presentationBackgroundInteraction", "presentationCornerRadius",
    "presentationCompactAdaptation", "presentationContentInteraction", "presentationSizing",
    "interactiveDismissDisabled", "inspector", "inspectorColumnWidth", "dialogIcon",
    "dialogSeverity", "dialogSuppressionToggle", "statusBar", "statusBarHidden",
    "persistentSystemOverlays",
  ]

  static let navigation: Set<String> = [
    "navigationTitle", "navigationSubtitle", "navigationBarTitle",
    "navigationBarTitleDisplayMode", "navigationBarHidden", "navigationBarBackButtonHidden",
    "navigationBarItems", "navigationDestination", "navigationViewStyle",
    "navigationSplitViewStyle", "navigationSplitViewColumnWidth", "navigationDocument",
    "toolbar", "toolbarBackground", "toolbarBackgroundVisibility", "toolbarColorScheme",
    "toolbarRole", "toolbarTitleDisplayMode", "toolbarTitleMenu", "toolbarVisibility",
    "toolbarForegroundStyle", "tabItem", "tabViewStyle", "tabViewBottomAccessory",
    "tabBarMinimizeBehavior", "tabViewCustomization", "indexViewStyle", "sectionActions",
  ]

  static let styles: Set<String> = [
    "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "datePickerStyle",
    "progressViewStyle", "gaugeStyle", "menuStyle", "menuIndicator", "menuOrder", "listStyle",
    "formStyle", "tableStyle", "groupBoxStyle", "disclosureGroupStyle", "controlGroupStyle",
    "labeledContentStyle", "modifier",
  ]

  static let scrolling: Set<String> = [
    "scrollIndicators", "scrollDisabled", "scrollContentBackground", "scrollDismissesKeyboard",
    "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "scrollClipDisabled",
    "scrollBounceBehavior", "scrollEdgeEffectStyle", "scrollEdgeEffectHidden",
    "scrollIndicatorsFlash", "scrollInputBehavior", "defaultScrollAnchor",
  ]

  static let lists: Set<String> = [
    "listRowInsets", "listRowBackground", "listRowSeparator", "listRowSeparatorTint",
    "listSectionSeparator", "listSectionSeparatorTint", "listRowSpacing", "listSectionSpacing",
    "listRowHoverEffect",
  ]

  static let widgets: Set<String> = [
    "widgetAccentable", "widgetURL", "containerBackground", "widgetLabel", "widgetCurvesContent",
  ]

  static let previews: Set<String> = [
    "previewDevice", "previewLayout", "previewDisplayName", "previewInterfaceOrientation",
    "previewContext",
  ]

  /// Methods of `Shape`, `Image` and `Text` that view code chains like modifiers.
  static let shapesAndImages: Set<String> = [
    "fill", "stroke", "strokeBorder", "trim", "inset", "resizable", "renderingMode",
    "interpolation", "antialiased",
  ]
}
