// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import Foundation

final class GuestSessionModel: SessionModel {
  private let expected = "0000"

  override func accept(_ code: String) -> Bool { code == expected }
}
