import MigrationKit

/// Every migration the tool ships, in the order `list` shows them.
public let allMigrations: [any Migration] = [
  FullWidthFrame(),
  SafeAreaBar(),
  IgnoresSafeAreaScope(),
  ViewBuilderContent(),
  ForegroundStyle(),
  ClipShapeCornerRadius(),
  OnChangeTwoParameters(),
  NavigationStack(),
  TextInputAutocapitalization(),
  NavigationTitle(),
  AccessibilityModifiers(),
  AutocorrectionDisabled(),
  ColorUIColor(),
  ScrollIndicators(),
  SectionHeaderFooter(),
  Tint(),
  TaskModifier(),
  ToolbarItems(),
  ScreenSize(),
  BackgroundDecoration(),
  ConditionalModifier(),
  LayoutAssumptions(),
  ObservableMacro(),
]
