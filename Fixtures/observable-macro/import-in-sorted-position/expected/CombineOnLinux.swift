// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
// Foundation re-exports Combine on Apple platforms; on Linux the stub's SwiftUI module holds
// its pieces, which these aliases make visible to the other files as Xcode would.
import SwiftUI

typealias ObservableObject = SwiftUI.ObservableObject
typealias Published = SwiftUI.Published
