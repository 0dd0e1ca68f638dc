// Listed in Legacy.xcodeproj through a group whose path is `Settings`: Xcode finds it on a
// Mac's case-insensitive disk.
struct Preferences {
  var showsPreviews = true
}
