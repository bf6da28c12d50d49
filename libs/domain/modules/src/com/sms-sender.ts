/** Port: sends a text message (form notifications). A log driver by default, an HTTP provider when SMS_URL is set. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}
