// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
// On Apple platforms UIKit and AppKit re-export Foundation and Combine. The Linux stub keeps
// Combine's pieces in its SwiftUI module: these aliases stand in for that re-export so the
// case type-checks as it would in Xcode.
import SwiftUI

typealias ObservableObject = SwiftUI.ObservableObject
typealias Published = SwiftUI.Published
